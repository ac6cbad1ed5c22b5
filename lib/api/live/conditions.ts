import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { aqiAnswerSchema } from '@/lib/schemas/live/aqi';
import { crowdFlowAnswerSchema } from '@/lib/schemas/live/crowd-flow';
import { uvAnswerSchema, weatherAnswerSchema } from '@/lib/schemas/live/weather';
import { callApi } from '../client';

/**
 * Live conditions for server components. Each returns ApiOutcome (ok with the whole answer,
 * including `sample`/`recordedAt`, or a failure the page shows as "No Data"). Nothing here is
 * cached by Next: the backend caches upstream answers for their natural period itself.
 */

/** GET weather-forecast: the township of an area postal code; threeHour for the 3-day 3-hourly set. */
export function getWeatherForecast(
  locale: Locale,
  zipcode: string,
  { threeHour = false }: { threeHour?: boolean } = {},
) {
  return callApi({
    locale,
    path: 'weather-forecast',
    query: { zipcode, threehour: String(threeHour), forecast: 'true' },
    schema: weatherAnswerSchema,
    cache: 'no-store',
  });
}

/** GET uv: siteName is a county (苗栗縣), an area township (南庄鄉) or its postal code. */
export function getUv(locale: Locale, siteName: string) {
  return callApi({ locale, path: 'uv', query: { siteName }, schema: uvAnswerSchema, cache: 'no-store' });
}

/** GET aqi: siteName is a MOENV station (竹東) or an area postal code (its nearest station). */
export function getAqi(locale: Locale, siteName: string) {
  return callApi({ locale, path: 'aqi', query: { siteName }, schema: aqiAnswerSchema, cache: 'no-store' });
}

/** GET visitor-information-center-flow: today's visitors per visitor centre. */
export function getCrowdFlow(locale: Locale) {
  return callApi({ locale, path: 'visitor-information-center-flow', schema: crowdFlowAnswerSchema, cache: 'no-store' });
}
