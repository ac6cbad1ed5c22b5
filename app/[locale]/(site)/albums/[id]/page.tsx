import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Unavailable } from '@/components/content/unavailable';
import { AlbumArticle } from '@/components/media/album-article';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getAlbum } from '@/lib/api/galleries';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { sections } from '@/lib/sections';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getAlbum);

export const generateMetadata = detailMetadata({ section: 'albums', namespace: 'Albums', load });

export default async function AlbumPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const album = outcome.data;
  const t = await getTranslations('Albums');
  const listPath = sections.albums.path;
  return (
    <AlbumArticle
      album={album}
      locale={locale}
      path={`${listPath}/${album.id}`}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section="albums"
          trail={[{ label: t('title'), href: listPath }, { label: album.title }]}
        />
      }
    />
  );
}
