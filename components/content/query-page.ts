import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';

/** URL parameters as Next hands them to a page: one value, or all of them when a name is repeated. */
export type PageQuery = Record<string, string | string[] | undefined>;

/**
 * A page that reads its query (lib/routing/query-pages.ts): how it is titled and drawn for a
 * query. Its page file draws it with no query, rendered once and cached; its twin route draws it
 * with the request's query.
 */
export type QueryView = {
  metadata: (locale: Locale, query: PageQuery) => Promise<Metadata>;
  render: (locale: Locale, query: PageQuery) => Promise<ReactNode>;
};

type CachedProps = { params: Promise<{ locale: string }> };

/** The page without a query, as its page file exports it: it reads no request data, so it is cached. */
export function cachedQueryPage(view: QueryView) {
  return {
    generateMetadata: async ({ params }: CachedProps) => view.metadata(await pageLocale(params), {}),
    Page: async ({ params }: CachedProps) => view.render(await pageLocale(params), {}),
  };
}
