import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { categorySelect } from '@/components/content/select-filters';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { ExternalLink } from '@/components/ui/external-link';
import { listPublications } from '@/lib/api/publications';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { publicationCategoryIds } from '@/lib/schemas/publication';
import { sections } from '@/lib/sections';

export const publicationsView: QueryView = {
  metadata: listViewMetadata('Publications', '/publications'),
  render: async (locale, raw) => {
    const t = await getTranslations('Publications');
    const filters = await getTranslations('Filters');
    const shell = await getTranslations('Shell');
    const query = parseListQuery(raw, sections.publications.filters);
    const { items } = await listPublications(locale);
    const nameOf = categoryNamesOf(items);
    const shown = sortByPriorityThenHits(filterListItems(items, query, (item) => ({ title: item.title })));

    return (
      <ListPage
        locale={locale}
        section="publications"
        title={t('title')}
        lead={t('lead')}
        resultsHeading={filters('results')}
        countText={filters('count', { count: shown.length })}
        isEmpty={shown.length === 0}
        filters={
          <FilterBar
            path="/publications"
            query={query}
            selects={[await categorySelect(publicationCategoryIds, nameOf, query.category)]}
          />
        }
      >
        <EntryList
          testId="publication-item"
          entries={shown.map((item) => ({
            key: item.id,
            title: item.title,
            // Spec section 3: a publication's files are its link.
            href: item.files[0]!.url,
            external: /^https?:/.test(item.files[0]!.url),
            date: item.date_posted,
            tags: item.categoryNames,
            source: item.publisher,
            summary: item.summary,
            extra: (
              <>
                <strong>{t('files')}</strong>
                <ul>
                  {item.files.map((file) => (
                    <li key={file.url}>
                      <ExternalLink href={file.url} hint={shell('externalHint')}>
                        {file.label ?? item.title} ({file.format})
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </>
            ),
          }))}
        />
      </ListPage>
    );
  },
};
