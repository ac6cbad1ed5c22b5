import 'server-only';
import type { Endpoint } from './registry';
import { aqiHandler } from './handlers/live/aqi';
import { geocodeHandler } from './handlers/live/geocode';
import { uvHandler, weatherForecastHandler } from './handlers/live/weather';

/**
 * Issue 6 — live conditions, nearby places and the map: the endpoints under /_api/{lang}/.
 * Answers carry `sample: true` and `recordedAt` when no key for the public service is configured
 * (README, "Live conditions backend"). The language-less parking-magi and parking-service
 * endpoints are routed in dispatch.ts.
 */
export const liveEndpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'geocode', handler: geocodeHandler },
  { method: 'GET', pattern: 'weather-forecast', handler: weatherForecastHandler },
  { method: 'GET', pattern: 'uv', handler: uvHandler },
  { method: 'GET', pattern: 'aqi', handler: aqiHandler },
];
