import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FactList } from '@/components/content/fact-list';
import { AlbumGallery } from '@/components/media/album-gallery';
import type { Album } from '@/lib/api/galleries';
import { formatDay } from '@/lib/domain/format';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { albumJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import styles from './media.module.css';

/** Thumbnails: two across on a phone, three on a tablet, four on a desktop. */
const thumbnailSizes = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';

/** The viewer's photo through the image optimizer, at a width that fills a desktop screen. */
function viewerSource(large: string): string {
  const { props } = getImageProps({ src: large, alt: '', fill: true, sizes: '100vw' });
  const candidates = (props.srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!);
  return candidates.find((url) => url.includes('w=1600')) ?? props.src;
}

type Props = {
  album: Album;
  locale: Locale;
  /** The album's address without language prefix (`/albums/3`, `/file-area/activity/detail/2`). */
  path: string;
  breadcrumbs: ReactNode;
};

/**
 * One album: its facts, its photos as thumbnails, the viewer they open, and its schema.org
 * ImageGallery — the main site's albums and the file area's activity albums alike.
 */
export async function AlbumArticle({ album, locale, path, breadcrumbs }: Props) {
  const t = await getTranslations('Albums');
  const viewer = await getTranslations('Viewer');
  const photos = album.photos.map((photo) => {
    const { props } = getImageProps({ src: photo.thumbnail, alt: photo.caption, fill: true, sizes: thumbnailSizes });
    const { style: _fillStyle, ...thumbnail } = props;
    return {
      src: viewerSource(photo.large),
      alt: photo.caption,
      caption: photo.caption,
      credit: photo.credit,
      thumbnail,
      href: photo.attraction_id ? localizedPath(locale, `/attractions/${photo.attraction_id}`) : undefined,
    };
  });

  return (
    <article className="container page" data-area={album.areaId}>
      {breadcrumbs}
      <header>
        {album.areaName ? <p className={styles.kicker}>{album.areaName}</p> : null}
        <h1>{album.title}</h1>
        {album.summary ? <p className="lead">{album.summary}</p> : null}
      </header>
      <FactList
        className={styles.facts}
        facts={[
          { key: 'count', label: t('photos'), value: t('photoCount', { count: album.photo_count }) },
          ...(album.date_posted
            ? [{ key: 'date', label: t('published'), value: formatDay(locale, album.date_posted) }]
            : []),
          ...(album.credit ? [{ key: 'credit', label: t('credit'), value: album.credit }] : []),
        ]}
      />
      <section aria-labelledby="photos">
        <h2 id="photos">{t('photos')}</h2>
        <AlbumGallery
          photos={photos}
          albumUrl={absoluteUrl(localizedPath(locale, path))}
          labels={{
            openPhoto: photos.map((photo) => t('openPhoto', { caption: photo.caption })),
            dialog: viewer('dialog'),
            close: viewer('close'),
            previous: viewer('previous'),
            next: viewer('next'),
            zoomIn: viewer('zoomIn'),
            zoomOut: viewer('zoomOut'),
            share: viewer('share'),
            imageError: viewer('imageError'),
            // yet-another-react-lightbox fills in {index} and {total} itself.
            slide: viewer.raw('slide') as string,
            carousel: viewer('carousel'),
            gallery: viewer('gallery'),
            slideRole: viewer('slideRole'),
            caption: viewer('caption'),
          }}
        />
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: albumJsonLd(album, locale, path) }} />
    </article>
  );
}
