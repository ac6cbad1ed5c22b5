import 'server-only';

/**
 * Who is sending, for rate limiting: the last address of X-Forwarded-For — the one the load
 * balancer in front of the servers appended; earlier ones are whatever the client wrote, so a
 * script could invent a new one per request — else X-Real-IP, else one shared key.
 */
export function clientKeyOf(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return (forwarded || headers.get('x-real-ip')?.trim() || 'direct').slice(0, 64);
}
