import { getTranslations } from 'next-intl/server';
import { sectionListView } from '@/components/content/section-list-view';
import { categorySelect } from '@/components/content/select-filters';
import { NewsList } from '@/components/news/news-list';
import { listNews } from '@/lib/api/news';
import { matchesKeywords } from '@/lib/domain/keyword';
import { sortByDateDesc } from '@/lib/domain/sort';
import { newsCategoryIds } from '@/lib/schemas/news';

/** News, newest first (spec section 9), as a dated list rather than picture cards. */
export const newsView = sectionListView('news', {
  messages: 'News',
  described: true,
  load: listNews,
  show: (items, query) =>
    sortByDateDesc(
      items.filter(
        (item) =>
          (query.category === undefined || item.categories.includes(query.category)) &&
          matchesKeywords({ title: item.title }, query.words),
      ),
    ),
  selects: async (_items, query) => {
    const t = await getTranslations('News');
    return [await categorySelect(newsCategoryIds, (id) => t(`categories.${id}` as 'categories.1'), query.category)];
  },
  render: (shown) => <NewsList items={shown} />,
});
