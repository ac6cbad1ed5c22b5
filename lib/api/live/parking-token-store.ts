import { parkingTokenAnswerSchema, parkingTokenSchema, type ParkingTokenWire } from '@/lib/schemas/live/parking';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { livePaths } from './paths';

/**
 * Spec section 7: the parking-magi token is "kept in local storage until expiry". The browser
 * reuses the stored token while it is valid and asks /_api/parking-magi for a new one after.
 * It is renewed a little before the end so that a request never leaves with a token that
 * expires on its way to the parking service.
 */
export const parkingTokenStorageKey = 'trimt:parking-magi-token';
export const renewBeforeExpiryMs = 30_000;

type Deps = { fetchImpl?: typeof fetch; storage?: Storage | undefined; now?: () => number };

export function tokenExpiresAtMs(token: ParkingTokenWire): number {
  return (token.created_at + token.expires_in) * 1000;
}

export function isTokenUsable(token: ParkingTokenWire, nowMs: number): boolean {
  return nowMs < tokenExpiresAtMs(token) - renewBeforeExpiryMs;
}

// Several islands asking at once (parking list and map) share one request for a new token.
let pending: Promise<ParkingTokenWire> | undefined;

export async function getParkingToken({
  fetchImpl = fetch,
  storage = browserStorage(),
  now = Date.now,
}: Deps = {}): Promise<ParkingTokenWire> {
  const stored = readStored(storage);
  if (stored && isTokenUsable(stored, now())) return stored;
  pending ??= requestToken(fetchImpl)
    .then((token) => {
      writeStored(storage, token);
      return token;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** After the service refused the token (401): the next call fetches a new one. */
export function forgetParkingToken(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(parkingTokenStorageKey);
  } catch {
    // Storage blocked (private mode, policy): nothing was kept, so nothing to forget.
  }
}

async function requestToken(fetchImpl: typeof fetch): Promise<ParkingTokenWire> {
  const response = await fetchImpl(livePaths.parkingToken(), {
    headers: { ...ajaxHeader, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`parking-magi answered ${response.status}`);
  return parkingTokenAnswerSchema.parse(await response.json()).data;
}

function readStored(storage: Storage | undefined): ParkingTokenWire | undefined {
  try {
    const raw = storage?.getItem(parkingTokenStorageKey);
    if (!raw) return undefined;
    const parsed = parkingTokenSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(storage: Storage | undefined, token: ParkingTokenWire): void {
  try {
    storage?.setItem(parkingTokenStorageKey, JSON.stringify(token));
  } catch {
    // Full or blocked storage: the token still works for this page, it is just asked for again next time.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
