import { pageMethods } from './request-guards';

/** An answer given before Next sees the request, or undefined to let Next handle it. */
export type EarlyAnswer = { status: number; headers: Record<string, string> };

/**
 * Requests Next cannot even turn into a `Request` for the proxy, and so answers with a bare 500:
 * TRACE (Node's fetch refuses to build it: "'TRACE' HTTP method is unsupported") and the
 * asterisk target of `OPTIONS *` (not a URL). They are answered here instead: TRACE is never
 * allowed (it would echo cookies back, the cross-site tracing risk), `OPTIONS *` asks what the
 * server takes, and any other method with an asterisk target is malformed.
 */
export function earlyAnswer(method: string | undefined, target: string | undefined): EarlyAnswer | undefined {
  const allow = { Allow: pageMethods.join(', ') };
  if (method === 'TRACE') return { status: 405, headers: allow };
  if (target === '*') return method === 'OPTIONS' ? { status: 204, headers: allow } : { status: 400, headers: {} };
  return undefined;
}
