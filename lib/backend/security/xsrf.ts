import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { isCrossSite } from '@/lib/http/cross-site';
import { storedSecret } from '../db/stored-secret';
import { servedOverHttps } from '@/lib/http/strict-transport-security';

/** The header of the double-submit XSRF protection (the name Angular and axios use). */
export const xsrfHeader = 'x-xsrf-token';

/** Seconds a token is good for: a form left open longer gets a new one (lib/forms/send-form.ts renews it). */
const lifetimeSeconds = 7200;

/**
 * The cookie's name: over HTTPS with the `__Host-` prefix, which browsers accept only from this
 * host, with Secure and Path=/ — so no other host (a sibling subdomain) can plant one.
 */
export function xsrfCookieName(siteUrl = getEnv().SITE_URL): string {
  return servedOverHttps(siteUrl) ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';
}

async function mac(payload: string): Promise<string> {
  // A secret every server sharing the database agrees on (lib/backend/db/stored-secret.ts).
  return createHmac('sha256', await storedSecret('xsrf'))
    .update(payload)
    .digest('base64url');
}

/**
 * GET /_api/xsrf-token: a fresh token — its time of issue, a random part and their HMAC — in
 * the body and in a same-site, HTTP-only cookie. A send endpoint accepts a request only when its
 * X-XSRF-TOKEN header equals the cookie and the token is one this site issued, in the last two
 * hours: another site can neither read the body nor set our cookie, and a pair a client made up
 * itself does not verify. Stateless: any server sharing the database can check it.
 */
export async function issueXsrfToken(now = Date.now()): Promise<{ token: string; cookie: string }> {
  const payload = `${Math.floor(now / 1000)}.${randomBytes(16).toString('base64url')}`;
  const token = `${payload}.${await mac(payload)}`;
  const secure = servedOverHttps(getEnv().SITE_URL) ? '; Secure' : '';
  return {
    token,
    cookie: `${xsrfCookieName()}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${lifetimeSeconds}${secure}`,
  };
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const tokenShape = /^(\d{10})\.[A-Za-z0-9_-]{22}\.([A-Za-z0-9_-]{43})$/;

export async function hasValidXsrfToken(headers: Headers, now = Date.now()): Promise<boolean> {
  const sent = headers.get(xsrfHeader) ?? '';
  const expected = cookieValue(headers.get('cookie'), xsrfCookieName()) ?? '';
  const parts = tokenShape.exec(sent);
  // Only tokens of the shape this module issues are compared (byte lengths then match).
  if (!parts || !tokenShape.test(expected) || !timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) return false;
  const age = Math.floor(now / 1000) - Number(parts[1]);
  if (age < -60 || age > lifetimeSeconds) return false;
  const signed = await mac(sent.slice(0, sent.lastIndexOf('.')));
  return timingSafeEqual(Buffer.from(signed), Buffer.from(parts[2]!));
}

/** A send from another site (lib/http/cross-site.ts), judged against the site's public address. */
export function isCrossSiteRequest(headers: Headers, siteUrl = getEnv().SITE_URL): boolean {
  return isCrossSite(headers, siteUrl);
}
