import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect } from '@/components/content/select-filters';
import { AlbumCards } from '@/components/media/album-cards';
import { listAlbums } from '@/lib/api/galleries';
import { filterListItems } from '@/lib/domain/list-filter';
import { sortByPriorityThenHits } from '@/lib/domain/sort';

export const albumsView = sectionListView('albums', {
  messages: 'Albums',
  load: listAlbums,
  show: (items, query) =>
    sortByPriorityThenHits(filterListItems(items, query, (item) => ({ title: item.title, summary: item.summary }))),
  selects: async (_items, query) => [await areaSelect(query.area)],
  render: (shown, { locale }) => <AlbumCards albums={shown} locale={locale} hrefOf={(id) => `/albums/${id}`} />,
});
