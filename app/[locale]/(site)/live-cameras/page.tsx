import { getTranslations } from 'next-intl/server';
import { ListPage } from '@/components/content/list-page';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { GroupedSections } from '@/components/content/grouped-sections';
import { VideoBlock } from '@/components/media/video-block';
import { ExternalLink } from '@/components/ui/external-link';
import { listLiveCameras, type LiveCamera } from '@/lib/api/live-streams';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/choice-ids';
import styles from '@/components/content/info-card.module.css';
import media from '@/components/media/media.module.css';
import { youtubeWatchUrl } from '@/lib/domain/media/video-id';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = listPageMetadata('LiveCameras', '/live-cameras');

/** The cameras of each scenic area, in the areas' order; a camera without an area comes last. */
function byArea(cameras: readonly LiveCamera[]) {
  const groups = areaIds.map((id) => ({
    id,
    name: cameras.find((camera) => camera.areaId === id)?.areaName ?? '',
    items: cameras.filter((camera) => camera.areaId === id),
  }));
  return groups.filter((group) => group.items.length > 0);
}

export default async function LiveCamerasPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('LiveCameras');
  const filters = await getTranslations('Filters');
  const shell = await getTranslations('Shell');
  const { items } = await listLiveCameras(locale);
  const cameras = sortByPriorityThenHits(items);
  const first = cameras[0]?.id;

  return (
    <ListPage
      locale={locale}
      section="live-cameras"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      isEmpty={cameras.length === 0}
    >
      <GroupedSections
        groups={byArea(cameras)}
        render={(group) => (
          <ul className={styles.list}>
            {group.map((camera) => (
              <li key={camera.id} className={styles.card} data-area={camera.areaId} data-testid="camera-card">
                <h3 className={styles.name}>{camera.name}</h3>
                {camera.videoId && camera.streamStatus === 'gone' ? (
                  <div className={media.offline} data-testid="camera-offline">
                    <p>{t('offline')}</p>
                    <ExternalLink
                      href={camera.channelUrl ?? youtubeWatchUrl(camera.videoId)}
                      hint={shell('externalHint')}
                    >
                      {t('channelLive')}
                    </ExternalLink>
                  </div>
                ) : camera.videoId ? (
                  <VideoBlock
                    videoId={camera.videoId}
                    title={camera.name}
                    poster={camera.cover}
                    sizes="(min-width: 1200px) 370px, 100vw"
                    preload={camera.id === first}
                    notice={false}
                  />
                ) : null}
                <p>{camera.summary}</p>
                {camera.operator ? (
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('operator')}</dt>
                      <dd>{camera.operator}</dd>
                    </div>
                  </dl>
                ) : null}
                {camera.videoId ? null : (
                  <p className={styles.contact}>
                    {camera.url ? (
                      <ExternalLink href={camera.url} hint={shell('externalHint')}>
                        {t('watch')}
                      </ExternalLink>
                    ) : (
                      <span>{t('noStream')}</span>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      />
    </ListPage>
  );
}
