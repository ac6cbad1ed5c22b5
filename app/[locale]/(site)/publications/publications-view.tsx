import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { sectionListView } from '@/components/content/section-list-view';
import { categorySelect } from '@/components/content/select-filters';
import { ExternalLink } from '@/components/ui/external-link';
import { listPublications } from '@/lib/api/publications';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { publicationCategoryIds } from '@/lib/schemas/publication';

export const publicationsView = sectionListView('publications', {
  messages: 'Publications',
  load: listPublications,
  show: (items, query) => sortByPriorityThenHits(filterListItems(items, query, (item) => ({ title: item.title }))),
  selects: async (items, query) => [
    await categorySelect(publicationCategoryIds, categoryNamesOf(items), query.category),
  ],
  render: async (shown) => {
    const t = await getTranslations('Publications');
    const shell = await getTranslations('Shell');
    return (
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
    );
  },
});
