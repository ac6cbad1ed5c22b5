import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { PageQuery, QueryView } from '@/components/content/query-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { queryViews } from '../../query-views';

/**
 * The per-request twin of every page that reads its query: the proxy rewrites `/news?q=…` here
 * (lib/routing/query-pages.ts) and refuses this address itself. The page without a query is the
 * cached one; an answer here depends on the visitor's query, so it is rendered for each request
 * and never stored (an unbounded set of queries must not fill the page cache).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; section: string }>; searchParams: Promise<PageQuery> };

async function viewOf(params: Props['params']): Promise<QueryView> {
  const { section } = await params;
  const view = Object.hasOwn(queryViews, section) ? queryViews[section as keyof typeof queryViews] : undefined;
  if (!view) notFound();
  return view;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const view = await viewOf(params);
  return view.metadata(await pageLocale(params), await searchParams);
}

export default async function QueryPage({ params, searchParams }: Props) {
  const view = await viewOf(params);
  return view.render(await pageLocale(params), await searchParams);
}
