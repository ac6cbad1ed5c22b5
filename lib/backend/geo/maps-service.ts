import 'server-only';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import type { LatLng } from '@/lib/domain/latlng';
import { fetchJson } from '../connectors/fetch-upstream';
import { findTownship, type Township } from './township-geocoder';

/**
 * Spec section 7: "A maps service reverse-geocodes the user's location to a postal code."
 * The adapter hides which one: the embedded MOI-boundary geocoder by default (exact, offline,
 * free), or an HTTP service named by MAPS_GEOCODER_URL.
 */
export type ReverseGeocodeResult =
  | {
      status: 'found';
      zipcode: string;
      county: string;
      town: string;
      townCode?: string;
      countyEng?: string;
      townEng?: string;
      source: 'embedded' | 'maps-service';
    }
  | { status: 'outside'; source: 'embedded' | 'maps-service' };

export type ReverseGeocoder = { reverse(point: LatLng): Promise<ReverseGeocodeResult> };

export const embeddedGeocoder: ReverseGeocoder = {
  async reverse(point) {
    const found: Township | undefined = findTownship(point);
    return found ? { status: 'found', ...found, source: 'embedded' } : { status: 'outside', source: 'embedded' };
  },
};

/**
 * What a configured maps service must answer (JSON): `{ zipcode: "424" | null, county?, town? }`.
 * A vendor with another format (Google, TGOS, NLSC) gets a small adapter of its own in front of
 * it, or a new ReverseGeocoder here; null or a missing zipcode means "outside".
 */
const mapsAnswerSchema = z.object({
  zipcode: z
    .string()
    .regex(/^\d{3}/)
    .nullable()
    .optional(),
  county: z.string().optional(),
  town: z.string().optional(),
});

export function httpGeocoder(urlTemplate: string, timeoutMs: number): ReverseGeocoder {
  return {
    async reverse(point) {
      const url = urlTemplate.replace('{lat}', String(point.lat)).replace('{lng}', String(point.lng));
      const answer = mapsAnswerSchema.parse(await fetchJson(url, { timeoutMs }));
      if (!answer.zipcode) return { status: 'outside', source: 'maps-service' };
      return {
        status: 'found',
        zipcode: answer.zipcode.slice(0, 3),
        county: answer.county ?? '',
        town: answer.town ?? '',
        source: 'maps-service',
      };
    },
  };
}

export function currentGeocoder(): ReverseGeocoder {
  const env = getEnv();
  return env.MAPS_GEOCODER_URL ? httpGeocoder(env.MAPS_GEOCODER_URL, env.LIVE_UPSTREAM_TIMEOUT_MS) : embeddedGeocoder;
}
