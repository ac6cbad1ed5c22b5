import 'server-only';
import type { Locale } from './locales';
import { toSimplifiedDeep } from './simplified';

export type Messages = typeof import('@/messages/zh-tw.json');

const cache = new Map<Locale, Messages>();

/** zh-cn is never kept by hand: it is zh-tw converted once per process. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const source = locale === 'zh-cn' ? 'zh-tw' : locale;
  const messages = (await import(`@/messages/${source}.json`)).default as Messages;
  const result = locale === 'zh-cn' ? toSimplifiedDeep(messages) : messages;
  cache.set(locale, result);
  return result;
}
