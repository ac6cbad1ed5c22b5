import { getTranslations } from 'next-intl/server';
import { Unavailable } from '@/components/content/unavailable';
import { BreadcrumbTrail } from '@/components/layout/breadcrumbs';
import { AlbumArticle } from '@/components/media/album-article';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getArchiveAlbum } from '@/lib/api/file-area';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { sections } from '@/lib/sections';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const section = sections.fileAreaAlbums;
const load = (params: Props['params']) => loadDetailPage(params, getArchiveAlbum);

export const generateMetadata = detailMetadata({ section: section.detailPath, namespace: 'FileArea.albums', load });

/** One activity album of the file area, in the main site's album layout and viewer. */
export default async function ArchiveAlbumPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const album = outcome.data;
  const t = await getTranslations('FileArea');
  const shell = await getTranslations('Shell');
  return (
    <AlbumArticle
      album={album}
      locale={locale}
      path={`${section.detailPath}/${album.id}`}
      breadcrumbs={
        <BreadcrumbTrail
          locale={locale}
          label={shell('breadcrumb')}
          crumbs={[
            { label: t('name'), href: sections.fileArea.path },
            { label: t('albums.title'), href: section.path },
            { label: album.title },
          ]}
        />
      }
    />
  );
}
