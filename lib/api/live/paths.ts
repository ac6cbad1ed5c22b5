import type { LatLng } from '@/lib/domain/latlng';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';

/**
 * Same-origin URLs of the live endpoints, for client islands (react-query) that refresh in the
 * browser; proxy.ts forwards /_api/* to BACKEND_ORIGIN when it is set. Not server-only.
 * zh-cn reads zh-tw: in the browser nothing converts the answer, so show only numbers, levels
 * and message keys from it, or fetch through the server modules beside this file.
 */
function url(locale: Locale, path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `/_api/${apiLangOf(locale)}/${path}${search ? `?${search}` : ''}`;
}

export const livePaths = {
  weatherForecast: (locale: Locale, zipcode: string, threeHour = false) =>
    url(locale, 'weather-forecast', { zipcode, threehour: threeHour, forecast: true }),
  uv: (locale: Locale, siteName: string) => url(locale, 'uv', { siteName }),
  aqi: (locale: Locale, siteName: string) => url(locale, 'aqi', { siteName }),
  crowdFlow: (locale: Locale) => url(locale, 'visitor-information-center-flow', {}),
  smartParking: (locale: Locale, near?: LatLng, rangeKm?: number) =>
    url(locale, 'smart-parking', { lat: near?.lat, lng: near?.lng, range: near ? rangeKm : undefined }),
  busStops: (locale: Locale, near: LatLng, rangeKm?: number) =>
    url(locale, 'bus-stop', { lat: near.lat, lng: near.lng, range: rangeKm }),
  toilets: (locale: Locale, near: LatLng, rangeKm?: number) =>
    url(locale, 'toilet', { lat: near.lat, lng: near.lng, range: rangeKm }),
  geocode: (locale: Locale, point: LatLng) => url(locale, 'geocode', { lat: point.lat, lng: point.lng }),
  /** Language-less (spec section 7). */
  parkingToken: () => '/_api/parking-magi',
};
