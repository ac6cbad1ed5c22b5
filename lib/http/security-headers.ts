import type { Env } from '@/lib/env';
import { contentSecurityPolicy } from './content-security-policy';
import { servedOverHttps, strictTransportSecurity } from './strict-transport-security';

/**
 * The headers every answer carries that depend on settings read at run time (the fixed ones are in
 * next.config.ts): the Content-Security-Policy and, over HTTPS, Strict-Transport-Security.
 */
export function securityHeaders(
  env: Pick<Env, 'SITE_URL' | 'MAP_TILE_URL' | 'HSTS'>,
  development = false,
): Record<string, string> {
  const https = servedOverHttps(env.SITE_URL);
  const hsts = strictTransportSecurity({ hsts: env.HSTS, siteUrl: env.SITE_URL });
  return {
    'Content-Security-Policy': contentSecurityPolicy({ mapTileUrl: env.MAP_TILE_URL, https, development }),
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}
