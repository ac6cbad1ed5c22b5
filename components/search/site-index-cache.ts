import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import { createSiteIndex, type SiteIndex } from '@/lib/search/site-index';
import type { SearchLanguage } from '@/lib/search/tokenize';
import { searchDocuments } from './search-documents';

const built = new Map<Locale, { fingerprint: string; index: Promise<SiteIndex> }>();

export const searchLanguageOf = (locale: Locale): SearchLanguage =>
  locale === 'en' ? 'en' : locale === 'ja' ? 'ja' : 'zh';

/**
 * The site search's index of a language, built once and kept until the content changes. The
 * documents come from the same cached lists as the list pages (Next's data cache, revalidated on
 * a timer and by tag), so reading them costs a cache read; their fingerprint tells whether a
 * revalidation changed anything, and only then is the index built again. Each server keeps its
 * own copy: it is derived from shared content, never state another server needs.
 */
export async function siteIndexOf(locale: Locale): Promise<SiteIndex> {
  const documents = await searchDocuments(locale);
  const fingerprint = createHash('sha1').update(JSON.stringify(documents)).digest('base64');
  const cached = built.get(locale);
  if (cached?.fingerprint === fingerprint) return cached.index;
  const index = Promise.resolve(createSiteIndex(documents, searchLanguageOf(locale)));
  built.set(locale, { fingerprint, index });
  return index;
}
