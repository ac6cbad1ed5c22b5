import { getTranslations } from 'next-intl/server';
import { CardGrid, cardImageSizes, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect } from '@/components/content/select-filters';
import { RemoteImage } from '@/components/media/remote-image';
import { listAlbums } from '@/lib/api/galleries';
import { formatDay } from '@/lib/domain/format';
import { filterListItems } from '@/lib/domain/list-filter';
import { sortByPriorityThenHits } from '@/lib/domain/sort';

export const albumsView = sectionListView('albums', {
  messages: 'Albums',
  load: listAlbums,
  show: (items, query) =>
    sortByPriorityThenHits(filterListItems(items, query, (item) => ({ title: item.title, summary: item.summary }))),
  selects: async (_items, query) => [await areaSelect(query.area)],
  render: async (shown, { locale }) => {
    const t = await getTranslations('Albums');
    const viewer = await getTranslations('Viewer');
    return (
      <CardGrid>
        {shown.map((album, index) => (
          <li key={album.id}>
            <ContentCard
              href={`/albums/${album.id}`}
              title={album.title}
              cover={album.cover}
              media={
                // The cover is the album's first photo; it names nothing the title does not.
                <RemoteImage
                  src={album.cover}
                  alt=""
                  sizes={cardImageSizes}
                  errorText={viewer('imageError')}
                  eager={index === 0}
                />
              }
              kicker={album.areaName}
              areaId={album.areaId}
              summary={album.summary}
              meta={
                <FactList
                  facts={[
                    { key: 'count', label: t('photos'), value: t('photoCount', { count: album.photo_count }) },
                    ...(album.date_posted
                      ? [{ key: 'date', label: t('published'), value: formatDay(locale, album.date_posted) }]
                      : []),
                  ]}
                />
              }
              testId="album-card"
            />
          </li>
        ))}
      </CardGrid>
    );
  },
});
