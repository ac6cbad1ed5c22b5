import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listAttractions } from '@/lib/api/attractions';
import { listTrails } from '@/lib/api/trails';
import { areas } from '@/lib/content/areas';
import { filterByCategory } from '@/lib/domain/category';
import type { LatLng } from '@/lib/domain/latlng';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { AreaId } from '@/lib/schemas/attraction';
import { packPaths } from '@/lib/offline/save-pack';
import { LazySaveForOffline } from './lazy-save-for-offline';
import type { SaveForOfflineLabels } from './save-for-offline';

type Props = {
  locale: Locale;
  /** This page, without language prefix. */
  page: string;
  /** Its name in the list of saved pages. */
  title: string;
  areaId: AreaId | undefined;
  origin?: LatLng;
};

/**
 * "Save for offline" on an area page or a trail or attraction page: the list of pages to save is
 * made here, from the same lists the area page shows (lib/offline/save-pack.ts says which).
 */
export async function SaveForOfflineSection({ locale, page, title, areaId, origin }: Props) {
  const area = areas.find((candidate) => candidate.id === areaId);
  if (!area) return null;
  const [trails, attractions, centres] = await Promise.all([
    listTrails(locale),
    listAttractions(locale),
    listAttractions(locale, 'visitor-center'),
  ]);
  const paths = packPaths({
    locale,
    page,
    areaPage: `/${area.slug}`,
    origin,
    trails: sortByPriorityThenHits(filterByCategory(trails.items, area.id)),
    attractions: sortByPriorityThenHits(filterByCategory(attractions.items, area.id)),
    visitorCentres: sortByPriorityThenHits(filterByCategory(centres.items, area.id)),
  });
  const t = await getTranslations({ locale, namespace: 'Offline' });
  const labels: SaveForOfflineLabels = {
    heading: t('saveHeading'),
    intro: t('saveIntro', { count: paths.length }),
    size: t.raw('saveSize') as string,
    measuring: t('measuringSize'),
    button: t('saveButton'),
    again: t('saveAgain'),
    saving: t.raw('saving') as string,
    saved: t.raw('saved') as string,
    failed: t.raw('saveFailed') as string,
    unsupported: t('unsupported'),
    listLink: t('savedListLink'),
  };
  return (
    <LazySaveForOffline
      locale={locale}
      page={localizedPath(locale, page)}
      title={title}
      paths={paths}
      offlinePage={localizedPath(locale, '/offline')}
      labels={labels}
    />
  );
}
