import { SiteImage } from '@/components/ui/site-image';
import { getTranslations } from 'next-intl/server';
import { ListPage } from '@/components/content/list-page';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { ExternalLink } from '@/components/ui/external-link';
import { listLiveCameras } from '@/lib/api/live-streams';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import styles from '@/components/content/info-card.module.css';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = listPageMetadata('LiveCameras', '/live-cameras');

export default async function LiveCamerasPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('LiveCameras');
  const filters = await getTranslations('Filters');
  const shell = await getTranslations('Shell');
  const { items } = await listLiveCameras(locale);
  const cameras = sortByPriorityThenHits(items);

  return (
    <ListPage
      locale={locale}
      section="live-cameras"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      isEmpty={cameras.length === 0}
    >
      <ul className={styles.list}>
        {cameras.map((camera, index) => (
          <li key={camera.id} className={styles.card} data-area={camera.areaId} data-testid="camera-card">
            <SiteImage
              src={camera.cover}
              alt=""
              width={600}
              height={400}
              sizes="(min-width: 1200px) 370px, 100vw"
              preload={index === 0}
              className={styles.picture}
            />
            {camera.areaName ? <p className={styles.kicker}>{camera.areaName}</p> : null}
            <h3 className={styles.name}>{camera.name}</h3>
            <p>{camera.summary}</p>
            <p className={styles.contact}>
              {camera.url ? (
                <ExternalLink href={camera.url} hint={shell('externalHint')}>
                  {t('watch')}
                </ExternalLink>
              ) : (
                <span>{t('noStream')}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
