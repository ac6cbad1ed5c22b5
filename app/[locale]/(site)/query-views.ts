import type { QueryView } from '@/components/content/query-page';
import type { SectionKey } from '@/lib/sections';
import { newsView } from './news/news-view';

/**
 * The view of every section whose page reads its query (lib/sections.ts: filters or `reads`),
 * drawn by the cached page without a query and by the per-request twin (%5Fquery/[section]) with
 * one. A unit test checks that this table and the registry name the same sections.
 */
export const queryViews: Partial<Record<SectionKey, QueryView>> = {
  news: newsView,
};
