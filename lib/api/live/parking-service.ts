import 'server-only';
import { getEnv } from '@/lib/env';
import { callEmbeddedBackend } from '@/lib/api/in-process/transport';
import type { LatLng } from '@/lib/domain/latlng';
import { nearbyRangesKm, parkingResultLimit } from '@/lib/domain/live/nearby';
import { logError } from '@/lib/log';
import {
  parkingPoisAnswerSchema,
  parkingTokenAnswerSchema,
  type ParkingRecordWire,
  type ParkingTokenWire,
} from '@/lib/schemas/live/parking';
import { ajaxHeader } from '@/lib/http/ajax-header';

/**
 * The third-party parking flow of spec section 7: a token from GET /_api/parking-magi, then
 * POST {service}/pois with the circle. The service is PARKING_SERVICE_ORIGIN when set, else the
 * embedded stand-in (/_api/parking-service). Both calls are language-less, so they bypass
 * lib/api/client.ts (which always adds a language). Failures give undefined / [] and are logged.
 */
export async function getParkingToken(): Promise<ParkingTokenWire | undefined> {
  const answer = await call('GET', ['parking-magi'], `${getEnv().BACKEND_ORIGIN ?? ''}/_api/parking-magi`);
  const parsed = parkingTokenAnswerSchema.safeParse(answer);
  if (!parsed.success) logError('api', 'parking-magi answered outside the contract');
  return parsed.success ? parsed.data.data : undefined;
}

/** Car parks within rangeKm (default 1 km → radius 1000 m), at most `limit` (default and maximum 30). */
export async function findParkingPois(
  token: ParkingTokenWire,
  near: LatLng,
  rangeKm: number = nearbyRangesKm.parking,
  limit = parkingResultLimit,
): Promise<ParkingRecordWire[]> {
  const env = getEnv();
  const form = new URLSearchParams({
    lat: String(near.lat),
    lng: String(near.lng),
    radius: String(Math.round(rangeKm * 1000)),
    limit: String(limit),
  });
  const headers = {
    Authorization: `${token.token_type} ${token.access_token}`,
    'X-Client-Id': env.PARKING_SERVICE_CLIENT_ID,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  const origin = env.PARKING_SERVICE_ORIGIN ? `${env.PARKING_SERVICE_ORIGIN.replace(/\/+$/, '')}/pois` : undefined;
  const answer = await call(
    'POST',
    ['parking-service', 'pois'],
    origin ?? `${env.BACKEND_ORIGIN ?? ''}/_api/parking-service/pois`,
    form.toString(),
    headers,
    origin !== undefined,
  );
  const parsed = parkingPoisAnswerSchema.safeParse(answer);
  if (!parsed.success) logError('api', 'parking service answered outside the contract');
  return parsed.success ? parsed.data.data : [];
}

/** In-process unless the target is remote (a real backend, or a real third-party service). */
async function call(
  method: 'GET' | 'POST',
  segments: string[],
  url: string,
  body?: string,
  headers: Record<string, string> = {},
  remote = false,
): Promise<unknown> {
  const env = getEnv();
  try {
    if (!remote && !env.BACKEND_ORIGIN) {
      const result = await callEmbeddedBackend({ method, segments, headers, body });
      return result.status === 200 ? result.body : undefined;
    }
    const response = await fetch(url, {
      method,
      headers: { ...ajaxHeader, Accept: 'application/json', ...headers },
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(env.BACKEND_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch (error) {
    logError('api', `${method} ${segments.join('/')} failed`, error instanceof Error ? error.message : error);
    return undefined;
  }
}
