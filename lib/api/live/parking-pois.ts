import { z } from 'zod';
import type { LatLng } from '@/lib/domain/latlng';
import { nearbyRangesKm, parkingResultLimit } from '@/lib/domain/live/nearby';
import { parkingRecordSchema, type ParkingRecordWire } from '@/lib/schemas/live/parking';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { forgetParkingToken, getParkingToken } from './parking-token-store';

/**
 * The third-party parking service, called from the browser as spec section 7 describes:
 * POST {origin}/pois with the form fields circle lat, lng, radius (range in km × 1000) and limit,
 * a client id header and an authorization header carrying the parking-magi token.
 * `origin` empty means the embedded stand-in at /_api/parking-service (PARKING_SERVICE_ORIGIN unset).
 */
export type ParkingServiceConfig = { origin: string; clientId: string };

/** A real service need not send our provenance fields; the stand-in does (sample: true). */
const poisAnswerSchema = z.looseObject({
  data: z.array(parkingRecordSchema),
  sample: z.boolean().default(false),
  sampleKind: z.enum(['recorded', 'constructed']).nullable().default(null),
  recordedAt: z.string().nullable().default(null),
  attribution: z.string().default(''),
});
export type ParkingPoisAnswer = z.infer<typeof poisAnswerSchema> & { data: ParkingRecordWire[] };

export function parkingServiceUrl(origin: string): string {
  return origin ? `${origin.replace(/\/+$/, '')}/pois` : '/_api/parking-service/pois';
}

type Options = { rangeKm?: number; limit?: number; signal?: AbortSignal; fetchImpl?: typeof fetch };

export async function findParkingNear(
  config: ParkingServiceConfig,
  near: LatLng,
  options: Options = {},
): Promise<ParkingPoisAnswer> {
  const { fetchImpl = fetch } = options;
  let response = await post(config, near, options, await getParkingToken({ fetchImpl }));
  if (response.status === 401) {
    // Revoked early, or the server's secret changed: the stored token is useless, so renew once.
    forgetParkingToken();
    response = await post(config, near, options, await getParkingToken({ fetchImpl }));
  }
  if (!response.ok) throw new Error(`parking service answered ${response.status}`);
  return poisAnswerSchema.parse(await response.json());
}

function post(
  config: ParkingServiceConfig,
  near: LatLng,
  options: Options,
  token: { token_type: string; access_token: string },
): Promise<Response> {
  const { rangeKm = nearbyRangesKm.parking, limit = parkingResultLimit, signal, fetchImpl = fetch } = options;
  const form = new URLSearchParams({
    'circle[lat]': String(near.lat),
    'circle[lng]': String(near.lng),
    'circle[radius]': String(Math.round(rangeKm * 1000)),
    limit: String(limit),
  });
  return fetchImpl(parkingServiceUrl(config.origin), {
    method: 'POST',
    headers: {
      ...ajaxHeader,
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Client-Id': config.clientId,
      Authorization: `${token.token_type} ${token.access_token}`,
    },
    body: form.toString(),
    signal,
  });
}
