import { z } from 'zod';
import type { LatLng } from '@/lib/domain/latlng';
import type { Locale } from '@/lib/i18n/locales';
import { nearbyRangesKm, parkingResultLimit } from '@/lib/domain/live/nearby';
import { parkingRecordSchema, type ParkingRecordWire } from '@/lib/schemas/live/parking';
import { siteLocaleParam } from '@/lib/schemas/live/provenance';
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
  siteLocale: z.literal('zh-cn').optional(),
});
export type ParkingPoisAnswer = z.infer<typeof poisAnswerSchema> & { data: ParkingRecordWire[] };

/**
 * A zh-cn page asks the embedded stand-in for simplified names (`siteLocale=zh-cn`, as every live
 * call of the page does). A real service is sent exactly what spec section 7 lists: its names are
 * shown as it gives them, marked as Traditional Chinese unless it says `siteLocale: 'zh-cn'`.
 */
export function parkingServiceUrl(origin: string, locale?: Locale): string {
  if (origin) return `${origin.replace(/\/+$/, '')}/pois`;
  return locale === 'zh-cn' ? `/_api/parking-service/pois?${siteLocaleParam}=zh-cn` : '/_api/parking-service/pois';
}

type Options = {
  rangeKm?: number;
  limit?: number;
  /** The page's language: zh-cn gets converted names from the stand-in. */
  locale?: Locale;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

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
  const { rangeKm = nearbyRangesKm.parking, limit = parkingResultLimit, locale, signal, fetchImpl = fetch } = options;
  const form = new URLSearchParams({
    'circle[lat]': String(near.lat),
    'circle[lng]': String(near.lng),
    'circle[radius]': String(Math.round(rangeKm * 1000)),
    limit: String(limit),
  });
  return fetchImpl(parkingServiceUrl(config.origin, locale), {
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
