import 'server-only';
import { formatDistanceIn } from '@/components/live/format-distance';
import { answerLang, placeAddressLang, placeNameLang } from '@/components/live/labels';
import type { Attraction } from '@/lib/api/attractions';
import type { ClosedPlace } from '@/lib/api/closures';
import { closureDetailBase } from '@/lib/domain/closures';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { BusStopWire, ToiletWire } from '@/lib/schemas/live/nearby';
import type { MapMarker } from './map-types';

export { parkingMarkers } from './parking-markers';

/** Server-side conversion of the site's records to map markers (one shape for the map and its list). */
export function attractionMarkers(
  items: readonly (Attraction & { distance?: number })[],
  locale: Locale,
  kind: 'attraction' | 'visitorCenter',
  intlLocale: string,
): MapMarker[] {
  return items.flatMap((item) =>
    item.lat === undefined || item.lng === undefined
      ? []
      : [
          {
            id: `${kind}-${item.id}`,
            kind,
            name: item.name,
            lat: item.lat,
            lng: item.lng,
            href: localizedPath(locale, `/attractions/${item.id}`),
            detail: item.distance !== undefined ? formatDistanceIn(item.distance, intlLocale) : item.areaName,
          },
        ],
  );
}

/**
 * Toilets with their distance (/nearby) or, without `withDistance`, their address (/map). Names and
 * addresses come in Chinese only, but for a toilet at the site's own place (`nameLocalized`,
 * `addressLocalized`).
 */
export function toiletMarkers(toilets: readonly ToiletWire[], intlLocale: string, withDistance: boolean): MapMarker[] {
  return toilets.map((toilet) => {
    const nameLang = placeNameLang(intlLocale, toilet);
    const common = {
      id: `toilet-${toilet.id}`,
      kind: 'toilet' as const,
      name: toilet.name,
      nameLang,
      lat: toilet.lat,
      lng: toilet.lng,
    };
    return withDistance
      ? { ...common, detail: formatDistanceIn(toilet.distance, intlLocale) }
      : { ...common, detail: toilet.address, detailLang: placeAddressLang(intlLocale, toilet) };
  });
}

export function busStopMarkers(stops: readonly BusStopWire[], intlLocale: string): MapMarker[] {
  return stops.map((stop) => ({
    id: `bus-${stop.id}`,
    kind: 'busStop',
    name: stop.name,
    nameLang: answerLang(intlLocale, stop.name, true),
    lat: stop.lat,
    lng: stop.lng,
    detail: formatDistanceIn(stop.distance, intlLocale),
  }));
}

/** Places not open as usual, with their status (and start day) as the second line. */
export function closureMarkers(
  items: readonly ClosedPlace[],
  locale: Locale,
  describe: (item: ClosedPlace) => string,
): MapMarker[] {
  return items.flatMap((item) =>
    item.lat === undefined || item.lng === undefined
      ? []
      : [
          {
            id: `closure-${item.kind}-${item.id}`,
            kind: 'closure' as const,
            name: item.name,
            lat: item.lat,
            lng: item.lng,
            href: localizedPath(locale, `${closureDetailBase[item.kind]}/${item.id}`),
            detail: describe(item),
          },
        ],
  );
}
