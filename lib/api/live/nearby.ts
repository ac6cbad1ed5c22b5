import 'server-only';
import type { LatLng } from '@/lib/domain/latlng';
import type { Locale } from '@/lib/i18n/locales';
import { geocodeAnswerSchema } from '@/lib/schemas/live/geocode';
import { busStopAnswerSchema, toiletAnswerSchema } from '@/lib/schemas/live/nearby';
import { parkingAnswerSchema } from '@/lib/schemas/live/parking';
import { callApi } from '../client';

const point = (near: LatLng) => ({ lat: String(near.lat), lng: String(near.lng) });
const range = (km: number | undefined): Record<string, string> => (km === undefined ? {} : { range: String(km) });

/** GET bus-stop: stops within rangeKm (default 1), nearest first, each with `distance` in km. */
export function listBusStops(locale: Locale, near: LatLng, rangeKm?: number) {
  return callApi({
    locale,
    path: 'bus-stop',
    query: { ...point(near), ...range(rangeKm) },
    schema: busStopAnswerSchema,
    cache: 'no-store',
  });
}

/** GET toilet: public toilets within rangeKm (default 0.5). */
export function listToilets(locale: Locale, near: LatLng, rangeKm?: number) {
  return callApi({
    locale,
    path: 'toilet',
    query: { ...point(near), ...range(rangeKm) },
    schema: toiletAnswerSchema,
    cache: 'no-store',
  });
}

/** GET smart-parking: every car park of the area, or those within rangeKm (default 1, at most 30) of a point. */
export function listSmartParking(locale: Locale, near?: LatLng, rangeKm?: number) {
  return callApi({
    locale,
    path: 'smart-parking',
    query: near ? { ...point(near), ...range(rangeKm) } : {},
    schema: parkingAnswerSchema,
    cache: 'no-store',
  });
}

/** GET geocode: the postal code of a point (the server half of the nearby-places button). */
export function reverseGeocode(locale: Locale, at: LatLng) {
  // Keyed by the visitor's position: neither a data-cache entry per point (the others here are
  // no-store too) nor a last good copy (lib/api/client.ts, keepLastGood).
  return callApi({
    locale,
    path: 'geocode',
    query: point(at),
    schema: geocodeAnswerSchema,
    cache: 'no-store',
    keepLastGood: false,
  });
}
