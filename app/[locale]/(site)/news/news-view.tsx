import type { QueryView } from '@/components/content/query-page';
import { describedViewMetadata } from '@/components/content/simple-list-page';
import { getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/content/filter-bar';
import { categorySelect } from '@/components/content/select-filters';
import { ListPage } from '@/components/content/list-page';
import { NewsList } from '@/components/news/news-list';
import { listNews } from '@/lib/api/news';
import { matchesKeywords } from '@/lib/domain/keyword';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByDateDesc } from '@/lib/domain/sort';
import { newsCategoryIds } from '@/lib/schemas/news';
import { sections } from '@/lib/sections';

/** News, newest first (spec section 9), as a dated list rather than picture cards. */
export const newsView: QueryView = {
  metadata: describedViewMetadata('News', '/news'),
  render: async (locale, raw) => {
    const t = await getTranslations('News');
    const query = parseListQuery(raw, sections.news.filters);
    const { items } = await listNews(locale);
    const shown = sortByDateDesc(
      items.filter(
        (item) =>
          (query.category === undefined || item.categories.includes(query.category)) &&
          matchesKeywords({ title: item.title }, query.words),
      ),
    );

    return (
      <ListPage
        locale={locale}
        section="news"
        title={t('title')}
        lead={t('lead')}
        resultsHeading={t('resultsHeading')}
        countText={t('count', { count: shown.length })}
        isEmpty={shown.length === 0}
        filters={
          <FilterBar
            path="/news"
            query={query}
            selects={[
              await categorySelect(newsCategoryIds, (id) => t(`categories.${id}` as 'categories.1'), query.category),
            ]}
          />
        }
      >
        <NewsList items={shown} />
      </ListPage>
    );
  },
};
