import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookie and header of the double-submit XSRF protection (the names Angular and axios use). */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';

/**
 * GET /_api/xsrf-token: a fresh random token, returned in the body and set as a same-site,
 * HTTP-only cookie. A send endpoint accepts a request only when its X-XSRF-TOKEN header equals
 * the cookie: another site can neither read the body nor set our cookie. Stateless, so any
 * server instance can check it.
 */
export function issueXsrfToken(): { token: string; cookie: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookie: `${xsrfCookie}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=7200` };
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function hasValidXsrfToken(headers: Headers): boolean {
  const sent = headers.get(xsrfHeader) ?? '';
  const expected = cookieValue(headers.get('cookie'), xsrfCookie) ?? '';
  // Only tokens of the shape this module issues are compared (byte lengths then match).
  const wellFormed = /^[A-Za-z0-9_-]{43}$/;
  if (!wellFormed.test(sent) || !wellFormed.test(expected)) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
