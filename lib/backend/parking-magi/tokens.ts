import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { storedSecret } from '../db/stored-secret';

/**
 * Tokens of GET /_api/parking-magi for the (stand-in) third-party parking service. Signed, not
 * stored: `pm1.<payload>.<HMAC-SHA256>` with the client id and expiry in the payload, so any
 * server can check one (DESIGN.md: no state in one server's memory). The key is
 * PARKING_MAGI_SECRET when set; otherwise a random secret kept in the database, which every
 * server sharing the database reads (lib/backend/db/stored-secret.ts), so a token issued by one
 * server is accepted by the others and outlives a restart.
 */
async function secret(): Promise<string> {
  return getEnv().PARKING_MAGI_SECRET ?? (await storedSecret('parking-magi'));
}

export type ParkingToken = { created_at: number; expires_in: number; access_token: string; token_type: 'Bearer' };

/** created_at is Unix seconds; the client keeps the token until created_at + expires_in (spec section 7). */
export async function issueParkingToken(clientId: string, now = Date.now()): Promise<ParkingToken> {
  const ttl = getEnv().PARKING_MAGI_TOKEN_TTL_SECONDS;
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ cid: clientId, iat, exp: iat + ttl })).toString('base64url');
  return {
    created_at: iat,
    expires_in: ttl,
    access_token: `pm1.${payload}.${await sign(payload)}`,
    token_type: 'Bearer',
  };
}

export type TokenCheck =
  { ok: true; clientId: string } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

export async function verifyParkingToken(token: string, now = Date.now()): Promise<TokenCheck> {
  const match = /^pm1\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(await sign(payload))))
    return { ok: false, reason: 'bad-signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, clientId: claims.cid };
}

async function sign(payload: string): Promise<string> {
  return createHmac('sha256', await secret())
    .update(payload)
    .digest('base64url');
}

function isClaims(value: unknown): value is { cid: string; iat: number; exp: number } {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return typeof claims.cid === 'string' && typeof claims.iat === 'number' && typeof claims.exp === 'number';
}
