import type { LatLng } from '@/lib/domain/latlng';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import { siteLocaleParam } from '@/lib/schemas/live/provenance';

/**
 * Same-origin URLs of the live endpoints, for client islands (react-query) that refresh in the
 * browser; proxy.ts forwards /_api/* to BACKEND_ORIGIN when it is set. Not server-only.
 * zh-cn reads zh-tw and nothing converts in the browser, so it asks with `siteLocale=zh-cn` and the
 * backend converts the answer's text (lib/backend/handlers/live/site-locale.ts); an answer without
 * `siteLocale: 'zh-cn'` was not converted and its text is marked Traditional (components/live/labels.ts).
 */
function url(locale: Locale, path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  if (locale === 'zh-cn') params.set(siteLocaleParam, locale);
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
