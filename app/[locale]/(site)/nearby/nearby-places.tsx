import { getMessages, getTranslations } from 'next-intl/server';
import { mapControlLabels } from '@/components/map/map-control-labels';
import { MapPlaceholder } from '@/components/map/map-placeholder';
import { formatDistanceIn } from '@/components/live/format-distance';
import { getLiveLabels } from '@/components/live/get-live-labels';
import { LazyParking } from '@/components/live/lazy-parking';
import { LiveConditions } from '@/components/live/live-conditions';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArrivalHeading } from '@/components/locator/arrival-heading';
import { attractionMarkers, busStopMarkers, toiletMarkers } from '@/components/map/build-markers';
import { LazyNearbyMap } from '@/components/map/lazy-nearby-map';
import { mapTiles } from '@/components/map/tiles';
import { listAttractions } from '@/lib/api/attractions';
import type { ParkingServiceConfig } from '@/lib/api/live/parking-pois';
import { listBusStops, listToilets, reverseGeocode } from '@/lib/api/live/nearby';
import { listPlaces } from '@/lib/api/resource';
import type { LatLng } from '@/lib/domain/latlng';
import { haversineKm } from '@/lib/domain/live/distance';
import { nearbyRangesKm } from '@/lib/domain/live/nearby';
import { describeToilet, type ToiletTerms } from '@/lib/domain/live/toilet-terms';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/live/live.module.css';
import { NearbyServiceList } from './nearby-service-list';

/** How many attractions /nearby lists, nearest first. */
const attractionCount = 10;

type Props = { locale: Locale; position: LatLng; zipcode: string; service: ParkingServiceConfig };

/** The places around a point: attractions by distance, conditions, car parks, bus stops, toilets, and the map of them all. */
export async function NearbyPlaces({ locale, position, zipcode, service }: Props) {
  const t = await getTranslations('Nearby');
  const mapText = await getTranslations('MapPage');
  const live = await getLiveLabels();
  const intlLocale = htmlLang[locale];
  const [attractions, stops, toilets, place, places] = await Promise.all([
    listAttractions(locale),
    listBusStops(locale, position, nearbyRangesKm.busStop),
    listToilets(locale, position, nearbyRangesKm.toilet),
    reverseGeocode(locale, position),
    listPlaces(locale),
  ]);
  // The township in the page's language: the geocoder's when the point lies in the zip's township,
  // else the site's own township table (also when the maps service cannot be reached).
  const placeName =
    place.ok && place.data.data.status === 'found' && place.data.data.zipcode === zipcode
      ? place.data.data.name
      : (places.districts.find((district) => district.zipcode === zipcode)?.name ?? zipcode);
  const nearest = attractions.items
    .flatMap((item) =>
      item.lat !== undefined && item.lng !== undefined
        ? [{ ...item, distance: haversineKm(position, { lat: item.lat, lng: item.lng }) }]
        : [],
    )
    .sort((a, b) => a.distance - b.distance)
    .slice(0, attractionCount);
  const stopList = stops.ok ? stops.data.data : [];
  const toiletList = toilets.ok ? toilets.data.data : [];
  // Raw templates: describeToilet fills them itself, after picking the rating and kinds it knows.
  const toiletTerms: ToiletTerms = (await getMessages({ locale })).Nearby.toilet;
  const here = { id: 'here', kind: 'here' as const, name: mapText('kinds.here'), lat: position.lat, lng: position.lng };
  const markers = [
    here,
    ...attractionMarkers(nearest, locale, 'attraction', intlLocale),
    ...busStopMarkers(stopList, intlLocale),
    ...toiletMarkers(toiletList, intlLocale, true),
  ];
  const distance = (km: number) => formatDistanceIn(km, intlLocale);

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="nearby" trail={[{ label: t('title') }]} />
      {/* Focused when the nearby-places button opened the page, read with the position under it. */}
      <ArrivalHeading describedBy="nearby-position">{t('title')}</ArrivalHeading>
      <p className="lead" id="nearby-position">
        {t('lead', { place: placeName, lat: position.lat.toFixed(4), lng: position.lng.toFixed(4) })}
      </p>

      <LiveConditions locale={locale} zipcode={zipcode} heading={t('conditionsHeading', { place: placeName })} />

      <section aria-labelledby="nearby-attractions">
        <h2 id="nearby-attractions">{t('attractionsHeading')}</h2>
        {nearest.length > 0 ? (
          <ol className={styles.places} data-testid="nearby-attractions">
            {nearest.map((item) => (
              <li key={item.id}>
                <Link href={`/attractions/${item.id}`} className={styles.placeName}>
                  {item.name}
                </Link>
                <span data-testid="distance">{distance(item.distance)}</span>
              </li>
            ))}
          </ol>
        ) : (
          <NoData />
        )}
      </section>

      <section aria-labelledby="nearby-parking">
        <h2 id="nearby-parking">{t('parkingHeading')}</h2>
        <noscript>
          <p>{t('parkingNeedsJs')}</p>
        </noscript>
        <LazyParking service={service} near={position} labels={live} locale={locale} intlLocale={intlLocale} />
      </section>

      <NearbyServiceList
        id="nearby-bus"
        heading={t('busHeading')}
        testId="nearby-bus-stops"
        places={stopList.map((stop) => ({ id: stop.id, name: stop.name, distanceText: distance(stop.distance) }))}
        answer={stops.ok ? stops.data : undefined}
        labels={live}
        intlLocale={intlLocale}
      />

      <NearbyServiceList
        id="nearby-toilets"
        heading={t('toiletHeading')}
        testId="nearby-toilets"
        places={toiletList.map((toilet) => ({
          id: toilet.id,
          name: toilet.name,
          nameLocalized: toilet.nameLocalized,
          address: toilet.address,
          addressLocalized: toilet.addressLocalized,
          description: describeToilet(toilet, toiletTerms, intlLocale),
          distanceText: distance(toilet.distance),
        }))}
        answer={toilets.ok ? toilets.data : undefined}
        labels={live}
        intlLocale={intlLocale}
      />

      <section aria-labelledby="nearby-map">
        <h2 id="nearby-map">{t('mapHeading')}</h2>
        <noscript>
          <p>{mapText('needsJs')}</p>
        </noscript>
        <LazyNearbyMap
          markers={markers}
          tiles={mapTiles()}
          label={mapText('mapLabel')}
          controls={await mapControlLabels()}
          detailsLabel={mapText('details')}
          fallback={<MapPlaceholder label={mapText('loadingMap')} />}
          service={service}
          near={position}
          locale={locale}
          levels={live.levels}
          spacesTemplate={live.parkingSpaces}
          intlLocale={intlLocale}
        />
      </section>
    </div>
  );
}
