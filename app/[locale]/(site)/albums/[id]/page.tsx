import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FactList } from '@/components/content/fact-list';
import { Unavailable } from '@/components/content/unavailable';
import { AlbumGallery } from '@/components/media/album-gallery';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getAlbum } from '@/lib/api/galleries';
import { formatDay } from '@/lib/domain/format';
import { localizedPath } from '@/lib/i18n/locales';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { albumJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { sections } from '@/lib/sections';
import styles from '@/components/media/media.module.css';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getAlbum);

export const generateMetadata = detailMetadata({ section: 'albums', namespace: 'Albums', load });

/** Thumbnails: two across on a phone, three on a tablet, four on a desktop. */
const thumbnailSizes = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';

/** The viewer's photo through the image optimizer, at a width that fills a desktop screen. */
function viewerSource(large: string): string {
  const { props } = getImageProps({ src: large, alt: '', fill: true, sizes: '100vw' });
  const candidates = (props.srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!);
  return candidates.find((url) => url.includes('w=1600')) ?? props.src;
}

export default async function AlbumPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const album = outcome.data;
  const t = await getTranslations('Albums');
  const viewer = await getTranslations('Viewer');
  const listPath = sections.albums.path;

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
      <Breadcrumbs
        locale={locale}
        section="albums"
        trail={[{ label: t('title'), href: listPath }, { label: album.title }]}
      />
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
          albumUrl={absoluteUrl(localizedPath(locale, `${listPath}/${album.id}`))}
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
          }}
        />
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: albumJsonLd(album, locale) }} />
    </article>
  );
}
