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
export function earlyAnswer(
  method: string | undefined,
  target: string | undefined,
  host?: string,
): EarlyAnswer | undefined {
  const allow = { Allow: pageMethods.join(', ') };
  if (method === 'TRACE') return { status: 405, headers: allow };
  if (target === '*') return method === 'OPTIONS' ? { status: 204, headers: allow } : { status: 400, headers: {} };
  const absolute = absoluteTarget(target);
  if (absolute && absolute.host.toLowerCase() !== host?.toLowerCase()) return { status: 400, headers: {} };
  return undefined;
}

/**
 * The request line's target as Next should see it. A target in absolute form
 * (`GET http://host/path HTTP/1.1`, which clients send to proxies) names its host itself: HTTP
 * makes it replace the Host header, and Next took it for the site's own address (a redirect to any
 * host a client named). earlyAnswer refuses one that names another host than the Host header; the
 * same host is this server, and the request goes on with the path alone, an ordinary request line.
 */
export function originForm(target: string | undefined): string | undefined {
  const absolute = absoluteTarget(target);
  return absolute ? `${absolute.pathname}${absolute.search}` : target;
}

function absoluteTarget(target: string | undefined): URL | undefined {
  if (!target || !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return undefined;
  try {
    return new URL(target);
  } catch {
    // Unreadable: a host no Host header can equal, so earlyAnswer refuses it.
    return new URL('http://invalid.invalid');
  }
}
