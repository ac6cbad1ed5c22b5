import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLiveLabels } from '@/components/live/get-live-labels';
import { SampleNote } from '@/components/live/live-status';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { attractionMarkers, closureMarkers, parkingMarkers, toiletMarkers } from '@/components/map/build-markers';
import { mapControlLabels } from '@/components/map/map-control-labels';
import { MapExplorer } from '@/components/map/map-explorer';
import { mapTiles } from '@/components/map/tiles';
import { listAttractions } from '@/lib/api/attractions';
import { listClosedPlaces } from '@/lib/api/closures';
import { listSmartParking, listToilets } from '@/lib/api/live/nearby';
import { formatDay } from '@/lib/domain/format';
import { maxNearbyRangeKm } from '@/lib/domain/live/nearby';
import { statusKey } from '@/lib/domain/trail-labels';
import { Link } from '@/lib/i18n/navigation';
import { htmlLang } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';
import type { MarkerKind } from '@/components/map/map-types';
import styles from '@/components/map/map.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'MapPage' });
  return buildPageMetadata({ locale, path: '/map', name: t('title'), description: t('description') });
}

/**
 * /map: attractions, visitor centres, car parks and public toilets, with filters and a list.
 * Rendered per request like the rest of the site, so the car parks' status is that of the moment
 * (the backend caches it for 3 minutes, spec section 4).
 */
export default async function MapPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('MapPage');
  const live = await getLiveLabels();
  const intlLocale = htmlLang[locale];
  const trailsText = await getTranslations('Trails');
  const closuresText = await getTranslations('Closures');
  const [attractions, centers, parking, closures] = await Promise.all([
    listAttractions(locale),
    listAttractions(locale, 'visitor-center'),
    listSmartParking(locale),
    listClosedPlaces(locale),
  ]);
  // The toilet endpoint answers around a point: every visitor centre's surroundings cover the areas.
  const toiletAnswers = await Promise.all(
    centers.items.flatMap((center) =>
      center.lat !== undefined && center.lng !== undefined
        ? [listToilets(locale, { lat: center.lat, lng: center.lng }, maxNearbyRangeKm)]
        : [],
    ),
  );
  const toilets = new Map(
    toiletAnswers.flatMap((answer) => (answer.ok ? answer.data.data : [])).map((toilet) => [toilet.id, toilet]),
  );

  const firstToilets = toiletAnswers.find((answer) => answer.ok)?.data;
  const markers = [
    ...attractionMarkers(attractions.items, locale, 'attraction', intlLocale),
    ...attractionMarkers(centers.items, locale, 'visitorCenter', intlLocale),
    ...(parking.ok ? parkingMarkers(parking.data.data, live.levels, live.parkingSpaces, intlLocale, true) : []),
    ...toiletMarkers([...toilets.values()], intlLocale, false),
    ...closureMarkers(closures.items, locale, (item) =>
      [
        trailsText(`statusLabels.${statusKey(item.status)}`),
        item.statusSince ? `${closuresText('since')} ${formatDay(locale, item.statusSince)}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
  ];
  const kinds: MarkerKind[] = ['attraction', 'visitorCenter', 'parking', 'toilet', 'closure'];

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="map" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p>
        <Link href="/closures">{t('closuresLink')}</Link>
      </p>
      <noscript>
        <p>{t('needsJs')}</p>
      </noscript>
      <MapExplorer
        markers={markers}
        tiles={mapTiles()}
        labels={{
          filters: t('filters'),
          listHeading: t('listHeading'),
          count: t.raw('count') as string,
          showOnMap: t.raw('showOnMap') as string,
          showToiletsOnMap: t.raw('showToiletsOnMap') as string,
          details: t('details'),
          loadingMap: t('loadingMap'),
          mapLabel: t('mapLabel'),
          controls: await mapControlLabels(),
          kinds: Object.fromEntries(kinds.map((kind) => [kind, t(`kinds.${kind}`)])),
        }}
      />
      {/* Where the car park and toilet data come from, and whether it is a sample (never passed off as live). */}
      <div className={styles.sources}>
        {parking.ok ? (
          <div>
            <strong>{t('kinds.parking')}</strong>
            <SampleNote answer={parking.data} labels={live} intlLocale={intlLocale} fromServer />
          </div>
        ) : null}
        {firstToilets ? (
          <div>
            <strong>{t('kinds.toilet')}</strong>
            <SampleNote answer={firstToilets} labels={live} intlLocale={intlLocale} fromServer />
          </div>
        ) : null}
      </div>
    </div>
  );
}
