import { searchDocuments } from '@/components/search/search-documents';
import { searchLanguageOf } from '@/lib/search/language';
import type { Locale } from '@/lib/i18n/locales';
import { createSiteIndex, type SiteIndex } from '@/lib/search/site-index';

const indexes = new Map<Locale, Promise<SiteIndex>>();

/**
 * The site search's index of a language over the site's real content, read through lib/api and
 * the embedded backend as the page reads it. Tests that call it mock next-intl/server with
 * bench/search/translations-stub.ts.
 */
export function realSiteIndex(locale: Locale): Promise<SiteIndex> {
  let index = indexes.get(locale);
  if (!index) {
    index = searchDocuments(locale).then((documents) => createSiteIndex(documents, searchLanguageOf(locale)));
    indexes.set(locale, index);
  }
  return index;
}
