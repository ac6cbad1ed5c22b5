import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import styles from '@/components/file-area/file-area.module.css';
import { FilmFacts } from '@/components/media/film-facts';
import { VideoBlock } from '@/components/media/video-block';
import { listArchiveVideos } from '@/lib/api/file-area';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('videos', sections.fileAreaVideos.path);

/** The office's activity videos, each playable here (the file area lists no video pages of their own). */
export default async function ArchiveVideosPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.videos');
  const videos = sortByPriorityThenHits((await listArchiveVideos(locale)).items);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      {videos.length === 0 ? (
        <NoData />
      ) : (
        <ul className={styles.documents}>
          {videos.map((video, index) => (
            <li key={video.id} className={styles.document} data-testid="archive-video">
              <h2>{video.title}</h2>
              <VideoBlock
                videoId={video.videoId}
                title={video.title}
                poster={video.cover}
                sizes="(min-width: 1200px) 1136px, 100vw"
                preload={index === 0}
                notice={false}
              />
              {video.summary ? <p>{video.summary}</p> : null}
              <FilmFacts film={video} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </FileAreaPage>
  );
}
