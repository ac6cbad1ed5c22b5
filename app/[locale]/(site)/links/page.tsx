import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { GroupedSections, groupByCategory } from '@/components/content/grouped-sections';
import { ListPage } from '@/components/content/list-page';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { listRelatedLinks } from '@/lib/api/links';
import { categoryNamesOf } from '@/lib/domain/category';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { linkCategoryIds } from '@/lib/schemas/related-link';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = listPageMetadata('Links', '/links');

export default async function LinksPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Links');
  const filters = await getTranslations('Filters');
  const { items } = await listRelatedLinks(locale);
  const groups = groupByCategory(sortByPriorityThenHits(items), linkCategoryIds, categoryNamesOf(items));

  return (
    <ListPage
      locale={locale}
      section="links"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      isEmpty={items.length === 0}
    >
      <GroupedSections
        groups={groups}
        render={(links) => (
          <EntryList
            testId="link-item"
            entries={links.map((link) => ({
              key: link.id,
              title: link.title,
              href: link.url,
              external: true,
              summary: link.summary,
            }))}
          />
        )}
      />
    </ListPage>
  );
}
