import 'server-only';
import { formatDistanceIn } from '@/components/live/format-distance';
import type { Attraction } from '@/lib/api/attractions';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { BusStopWire, ToiletWire } from '@/lib/schemas/live/nearby';
import type { MapMarker } from './map-types';

export { parkingMarkers } from './parking-markers';

/** Server-side conversion of the site's records to map markers (one shape for the map and its list). */
export function attractionMarkers(items: readonly (Attraction & { distance?: number })[], locale: Locale, kind: 'attraction' | 'visitorCenter', intlLocale: string): MapMarker[] {
  return items.flatMap((item) =>
    item.lat === undefined || item.lng === undefined
      ? []
      : [{
          id: `${kind}-${item.id}`,
          kind,
          name: item.name,
          lat: item.lat,
          lng: item.lng,
          href: localizedPath(locale, `/attractions/${item.id}`),
          detail: item.distance !== undefined ? formatDistanceIn(item.distance, intlLocale) : item.areaName,
        }],
  );
}

export function toiletMarkers(toilets: readonly ToiletWire[], intlLocale?: string): MapMarker[] {
  return toilets.map((toilet) => ({ id: `toilet-${toilet.id}`, kind: 'toilet', name: toilet.name, lat: toilet.lat, lng: toilet.lng, detail: intlLocale ? formatDistanceIn(toilet.distance, intlLocale) : toilet.address }));
}

export function busStopMarkers(stops: readonly BusStopWire[], intlLocale: string): MapMarker[] {
  return stops.map((stop) => ({ id: `bus-${stop.id}`, kind: 'busStop', name: stop.name, lat: stop.lat, lng: stop.lng, detail: formatDistanceIn(stop.distance, intlLocale) }));
}
