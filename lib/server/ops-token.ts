import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';

/** What an operator's `Authorization` header is worth: endpoints off (no OPS_TOKEN), a wrong token, or the right one. */
export type OpsAccess = 'disabled' | 'refused' | 'allowed';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operators' bearer token (OPS_TOKEN), checked in one place for the backend's operator
 * endpoints and the site's own (cache revalidation). Compared as digests: equal lengths, constant time.
 */
export function opsAccess(authorization: string | null): OpsAccess {
  const token = getEnv().OPS_TOKEN;
  if (!token) return 'disabled';
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token)) ? 'allowed' : 'refused';
}
