import 'server-only';

/**
 * Who is sending, for rate limiting: the first address of X-Forwarded-For (set by the load
 * balancer in front of the servers), else X-Real-IP, else one shared key for direct callers.
 */
export function clientKeyOf(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || headers.get('x-real-ip')?.trim() || 'direct').slice(0, 64);
}
