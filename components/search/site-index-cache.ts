import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { threadedIndex, type ThreadedIndex } from '@/lib/search/index-thread';
import { searchLanguageOf } from '@/lib/search/language';
import { searchDocuments } from './search-documents';

/**
 * The site search's index of a language. The documents come from the same cached lists as the
 * list pages (Next's data cache, revalidated on a timer and by tag), so reading them costs a cache
 * read; the index itself lives in the search thread (lib/search/index-thread.ts), which builds it
 * again only when their fingerprint says a revalidation changed them. Each server keeps its own:
 * it is derived from shared content, never state another server needs.
 */
export async function siteIndexOf(locale: Locale): Promise<ThreadedIndex> {
  return threadedIndex(`site:${locale}`, searchLanguageOf(locale), await searchDocuments(locale));
}
