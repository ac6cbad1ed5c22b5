import 'server-only';
import { getEnv } from '@/lib/env';
import { currentParkingConnector } from '../connectors/tdx/parking-connector';
import { ApiHttpError, type EndpointRequest } from '../http';
import { nearestCarParks, parkingLimit, toParkingRecord } from '../handlers/live/parking';
import { requireNumber } from '../handlers/live/query';
import { fromUpstream } from '../handlers/live/upstream';
import { issueParkingToken, verifyParkingToken } from './tokens';

/** The header carrying the client id, as the third-party service asks for it. */
export const parkingClientIdHeader = 'x-client-id';

/** GET /_api/parking-magi → { data: { created_at, expires_in, access_token, token_type } } (spec section 7). */
export async function parkingMagiHandler() {
  return { data: await issueParkingToken(getEnv().PARKING_SERVICE_CLIENT_ID) };
}

/**
 * POST /_api/parking-service/pois — the embedded stand-in of the third-party parking service
 * (PARKING_SERVICE_ORIGIN unset). Form fields: lat, lng (or circle[lat], circle[lng]), radius in
 * metres (the nearby range in km × 1000), limit (1-30). Needs `X-Client-Id` and
 * `Authorization: Bearer <parking-magi token>`; a missing, unknown, forged or expired token is 401.
 * → { data: [ParkingRecord + distance km], sample, sampleKind, recordedAt, attribution }
 */
export async function parkingPoisHandler({ headers, body, lang }: EndpointRequest) {
  const clientId = headers.get(parkingClientIdHeader);
  if (!clientId) throw new ApiHttpError(401, 'The X-Client-Id header is required.');
  const bearer = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
  if (!bearer) throw new ApiHttpError(401, 'A Bearer token from /_api/parking-magi is required.');
  const check = await verifyParkingToken(bearer);
  if (!check.ok)
    throw new ApiHttpError(
      401,
      check.reason === 'expired'
        ? 'The token has expired: ask /_api/parking-magi for a new one.'
        : 'The token is not valid.',
    );
  if (check.clientId !== clientId || clientId !== getEnv().PARKING_SERVICE_CLIENT_ID)
    throw new ApiHttpError(401, 'The client id does not match the token.');

  const form = formFields(body);
  const point = { lat: requireNumber(form, 'lat', -90, 90), lng: requireNumber(form, 'lng', -180, 180) };
  const radiusMetres = requireNumber(form, 'radius', 1, 20_000);
  const limit = parkingLimit(form);
  const { carParks, provenance } = await fromUpstream('parking', () => currentParkingConnector().carParks());
  const records = carParks.map((park) => toParkingRecord(park, lang));
  return { data: nearestCarParks(records, point, radiusMetres / 1000, limit), ...provenance };
}

/** A form field sent as JSON: text or a number; an object or a list is refused (400), never turned into a 500. */
function fieldText(key: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new ApiHttpError(400, `The field ${key.slice(0, 40)} must be a number or text.`);
}

/** The form as URLSearchParams whatever arrived (form text over HTTP, an object in-process); circle[x] → x. */
function formFields(body: unknown): URLSearchParams {
  const raw =
    typeof body === 'string'
      ? new URLSearchParams(body)
      : body instanceof URLSearchParams
        ? body
        : typeof body === 'object' && body !== null
          ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, fieldText(key, value)]))
          : new URLSearchParams();
  const form = new URLSearchParams();
  for (const [key, value] of raw) form.set(/^circle\[(\w+)\]$/.exec(key)?.[1] ?? key, value);
  return form;
}
