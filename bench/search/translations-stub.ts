import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';
import { toSimplifiedDeep } from '@/lib/i18n/simplified';

/**
 * next-intl's getTranslations outside a Next request: the search bench and the tests that index
 * the real content read the messages files as the site does (zh-cn converted from zh-tw).
 */
const messages: Record<string, unknown> = { 'zh-tw': zhTw, en, ja, 'zh-cn': toSimplifiedDeep(zhTw) };

export async function getTranslations({ locale, namespace }: { locale: string; namespace: string }) {
  const scope = (messages[locale] as Record<string, Record<string, unknown>>)[namespace] ?? {};
  return (key: string) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], scope);
    if (typeof value !== 'string') throw new Error(`No message ${namespace}.${key} in ${locale}`);
    return value;
  };
}
