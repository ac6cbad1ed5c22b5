import { getTranslations } from 'next-intl/server';
import { CardGrid, cardImageSizes, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import type { Album } from '@/lib/api/galleries';
import { formatDay } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { RemoteImage } from './remote-image';

type Props = {
  albums: readonly Omit<Album, 'photos'>[];
  locale: Locale;
  /** Where an album's page is, below the language prefix. */
  hrefOf: (id: number) => string;
  /** h2 where the cards follow the page's title directly (the file area), h3 under a results heading. */
  headingLevel?: 'h2' | 'h3';
};

/** Albums as cards: the cover (the first photo), the title, the number of photos and the date. */
export async function AlbumCards({ albums, locale, hrefOf, headingLevel }: Props) {
  const t = await getTranslations('Albums');
  const viewer = await getTranslations('Viewer');
  return (
    <CardGrid>
      {albums.map((album, index) => (
        <li key={album.id}>
          <ContentCard
            href={hrefOf(album.id)}
            title={album.title}
            headingLevel={headingLevel}
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
}
