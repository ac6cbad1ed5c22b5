import 'server-only';
import type { Endpoint } from './registry';
import { aqiHandler } from './handlers/live/aqi';
import { geocodeHandler } from './handlers/live/geocode';
import { uvHandler, weatherForecastHandler } from './handlers/live/weather';
import { crowdFlowHandler } from './handlers/live/crowd-flow';
import { busStopHandler, toiletHandler } from './handlers/live/nearby-places';
import { smartParkingHandler } from './handlers/live/parking';
import { parkingMagiHandler, parkingPoisHandler } from './parking-magi/stand-in';
import { inSiteLocale } from './handlers/live/site-locale';

/**
 * Issue 6 — live conditions, nearby places and the map: the endpoints under /_api/{lang}/.
 * Answers carry `sample: true` and `recordedAt` when no key for the public service is configured
 * (README, "Live conditions backend"). The language-less parking-magi and parking-service
 * endpoints are routed in dispatch.ts. Browsers call them from zh-cn pages too, asking zh-tw with
 * `siteLocale=zh-cn`: every live answer then has its text converted (handlers/live/site-locale.ts).
 */
export const liveEndpoints: readonly Endpoint[] = (
  [
    { method: 'GET', pattern: 'geocode', handler: geocodeHandler },
    { method: 'GET', pattern: 'weather-forecast', handler: weatherForecastHandler },
    { method: 'GET', pattern: 'uv', handler: uvHandler },
    { method: 'GET', pattern: 'aqi', handler: aqiHandler },
    { method: 'GET', pattern: 'visitor-information-center-flow', handler: crowdFlowHandler },
    { method: 'GET', pattern: 'smart-parking', handler: smartParkingHandler },
    { method: 'GET', pattern: 'bus-stop', handler: busStopHandler },
    { method: 'GET', pattern: 'toilet', handler: toiletHandler },
  ] satisfies Endpoint[]
).map((endpoint) => ({ ...endpoint, handler: inSiteLocale(endpoint.handler) }));

/**
 * Endpoints without a language: /_api/parking-magi (spec section 7) and the embedded stand-in of
 * the third-party parking service. They answer as zh-tw, the default language.
 */
export const liveLanguageLessEndpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'parking-magi', handler: parkingMagiHandler },
  // The stand-in answers zh-cn pages' browsers with converted names too (the real service may not).
  { method: 'POST', pattern: 'parking-service/pois', handler: inSiteLocale(parkingPoisHandler) },
];
