import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { parseListQuery, type ListQuery } from '@/lib/domain/list-query';
import type { Locale } from '@/lib/i18n/locales';
import { sections, type SectionKey } from '@/lib/sections';
import { FilterBar, type SelectFilter } from './filter-bar';
import { ListPage } from './list-page';
import type { QueryView } from './query-page';
import {
  describedViewMetadata,
  listViewMetadata,
  type DescribedNamespace,
  type ListNamespace,
} from './simple-list-page';

/** Lists whose results heading and count are their own messages (`resultsHeading`, `count`) rather than the generic ones. */
type OwnCountNamespace = 'News' | 'Events';

type Messages =
  | { messages: ListNamespace; described?: false }
  /** The meta description is the `description` message, not the lead. */
  | { messages: DescribedNamespace & OwnCountNamespace; described: true };

type ListSpec<T> = Messages & {
  load: (locale: Locale) => Promise<{ items: readonly T[] }>;
  /** The items the query keeps, in the list's order (spec section 9). */
  show: (items: readonly T[], query: ListQuery) => T[];
  /** The filter bar's choices besides the keyword (and the dates, on a dated list). */
  selects?: (items: readonly T[], query: ListQuery) => Promise<SelectFilter[]>;
  /** The results, when there are any. */
  render: (shown: T[], context: { locale: Locale; items: readonly T[] }) => ReactNode | Promise<ReactNode>;
  /** A section of the page's own after the results, whatever the query. */
  after?: (locale: Locale) => ReactNode;
};

/**
 * The list page of a section (QueryView, lib/routing/query-pages.ts): its address and filters come
 * from the section registry; the spec gives what it loads, which items a query keeps and in what
 * order, its choices, and how its results look. The frame (breadcrumbs, heading, lead, filter
 * bar, result count, "No data") is ListPage's.
 */
export function sectionListView<T>(key: SectionKey, spec: ListSpec<T>): QueryView {
  const { path, filters } = sections[key] as { path: string; filters?: Parameters<typeof parseListQuery>[1] };
  return {
    metadata: spec.described ? describedViewMetadata(spec.messages, path) : listViewMetadata(spec.messages, path),
    render: async (locale, raw) => {
      const query = parseListQuery(raw, filters);
      const { items } = await spec.load(locale);
      const shown = spec.show(items, query);
      const t = await getTranslations({ locale, namespace: spec.messages });
      const generic = await getTranslations({ locale, namespace: 'Filters' });
      const own = spec.described ? await getTranslations({ locale, namespace: spec.messages }) : undefined;
      return (
        <ListPage
          locale={locale}
          section={path.slice(1)}
          title={t('title')}
          lead={t('lead')}
          resultsHeading={own ? own('resultsHeading') : generic('results')}
          countText={own ? own('count', { count: shown.length }) : generic('count', { count: shown.length })}
          isEmpty={shown.length === 0}
          after={spec.after?.(locale)}
          filters={
            <FilterBar
              path={path}
              query={query}
              selects={spec.selects ? await spec.selects(items, query) : []}
              dates={filters?.dates ? query.dateFields : undefined}
            />
          }
        >
          {shown.length > 0 ? await spec.render(shown, { locale, items }) : null}
        </ListPage>
      );
    },
  };
}
