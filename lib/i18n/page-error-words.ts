import 'server-only';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';
import type { Locale } from './locales';
import { toSimplifiedDeep } from './simplified';

/** The error page's words, and the site's name for the page that replaces the whole window (app/global-error.tsx). */
export type PageErrorWords = typeof en.PageError & { site: string };

/**
 * The error page's words in every language (messages/*.json, `PageError`; zh-cn converted as
 * everywhere), for components/layout/page-error-words.json. The error page is the one client
 * component that cannot get its words as props: a boundary receives only the error. Passing them
 * down from the layout would put them in every page's payload (about 0.35 kB of gzip on every
 * page, for a page almost never seen); the file is a script chunk of its own, loaded only when a
 * page fails. `npm run generate:page-error-words` writes it; a unit test fails if it is stale.
 */
export function pageErrorWords(): Record<Locale, PageErrorWords> {
  const words = (messages: typeof en) => ({ ...messages.PageError, site: messages.Metadata.siteName });
  return { 'zh-tw': words(zhTw), en: words(en), ja: words(ja), 'zh-cn': toSimplifiedDeep(words(zhTw)) };
}

/** The file's text: JSON as Prettier writes it (string values only, two spaces). */
export function pageErrorWordsFile(): string {
  return `${JSON.stringify(pageErrorWords(), null, 2)}\n`;
}
