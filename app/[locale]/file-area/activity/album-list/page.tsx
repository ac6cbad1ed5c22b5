import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { AlbumCards } from '@/components/media/album-cards';
import { listArchiveAlbums } from '@/lib/api/file-area';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

const section = sections.fileAreaAlbums;

export const generateMetadata = fileAreaMetadata('albums', section.path);

/** The office's activity albums; each opens in the same viewer as the main site's albums. */
export default async function ArchiveAlbumsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.albums');
  const albums = sortByPriorityThenHits((await listArchiveAlbums(locale)).items);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      {albums.length === 0 ? (
        <NoData />
      ) : (
        <AlbumCards albums={albums} locale={locale} hrefOf={(id) => `${section.detailPath}/${id}`} headingLevel="h2" />
      )}
    </FileAreaPage>
  );
}
