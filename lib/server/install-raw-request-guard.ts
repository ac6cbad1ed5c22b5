import http from 'node:http';
import { getEnv } from '@/lib/env';
import { sharedCacheControl } from '@/lib/routing/cache-control';
import { earlyAnswer, originForm } from '@/lib/routing/raw-request-guard';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { offerCompressedCopy } from './serve-compressed-copy';
import { applyServerTimeouts } from './server-timeouts';
import { securityHeaders } from '@/lib/http/security-headers';

const installed = Symbol.for('trimt.rawRequestGuard');

/**
 * Wraps the HTTP server's 'request' event so `earlyAnswer` is asked first, so the Cache-Control
 * Next writes is read by `sharedCacheControl` on its way out, so every answer starts with the
 * security headers (Content-Security-Policy, HSTS), and so the connection's address travels with
 * the request in a header no client can set (lib/http/peer-address.ts). The first connection also
 * sets the server's time limits on slow clients (./server-timeouts.ts). `next start` builds its
 * server before this hook runs and offers no option for any of these, so the guard sits on the
 * events themselves; every other request goes on to Next untouched.
 *
 * The security headers are set here rather than in proxy.ts: one line reaches every answer, with
 * headers built once from the settings — the proxy's own answers (redirects, 400, 405), which would
 * each need them, and those the proxy never sees (Next's 404 for a missing file, its error pages,
 * files in public/: an SVG opened on its own is a document that could run script). A header Next
 * sets later replaces them (the image optimizer's stricter policy on its images).
 */
export function installRawRequestGuard(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    // Before Node's own listener reads the idle limit for this connection.
    if (event === 'connection') applyServerTimeouts(this);
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const answer = earlyAnswer(request.method, request.url, request.headers.host);
      if (answer) {
        response.writeHead(answer.status, answer.headers).end();
        return true;
      }
      request.url = originForm(request.url);
      guardResponseHeaders(request, response);
      for (const [name, value] of Object.entries(headersOfEveryAnswer())) response.setHeader(name, value);
      // The connection's address, for the rate limits: assigned, so a client's own value is replaced.
      request.headers[peerAddressHeader] = request.socket.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}

let everyAnswer: Record<string, string> | undefined;

/** The security headers, built on the first request (the settings are fixed for the process's life). */
function headersOfEveryAnswer(): Record<string, string> {
  everyAnswer ??= securityHeaders(getEnv(), process.env.NODE_ENV === 'development');
  return everyAnswer;
}

/** A script, style sheet or other file the build wrote under /_next/static/, named by its content. */
function isBuildFile(url: string | undefined): boolean {
  return url?.startsWith('/_next/static/') ?? false;
}

/**
 * Every Cache-Control this response is given passes through sharedCacheControl. A cached page's
 * body, and a script or style sheet of the build (Next compresses those per request too: about 3 ms
 * of gzip for the largest, sent on every first visit), may be answered with its kept compressed
 * copy (./serve-compressed-copy.ts). Next tells the
 * browser where the proxy rewrote a request (x-middleware-rewrite, read by its client router for
 * pages, which are paths); a rewrite to another origin is the forwarding of /_api to the remote
 * backend (lib/routing/backend-forwarding.ts), whose internal address the visitor has no use for.
 */
function guardResponseHeaders(request: http.IncomingMessage, response: http.ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = function setGuardedHeader(name: string, value: number | string | readonly string[]) {
    // A page from Next's cache comes next: it may be answered with its kept compressed copy.
    if (name.toLowerCase() === 'x-nextjs-cache' && (value === 'HIT' || value === 'STALE')) {
      offerCompressedCopy(request, response, setHeader);
    }
    // A file of the build: its name changes with its content, so its compressed copy never goes stale.
    if (name.toLowerCase() === 'cache-control' && isBuildFile(request.url) && /\bimmutable\b/.test(String(value))) {
      offerCompressedCopy(request, response, setHeader);
    }
    if (name.toLowerCase() === 'x-middleware-rewrite' && /^[a-z][a-z0-9+.-]*:/i.test(String(value))) return response;
    if (name.toLowerCase() === 'cache-control' && typeof value === 'string') {
      return setHeader(name, sharedCacheControl(value, response.hasHeader('set-cookie')));
    }
    if (name.toLowerCase() === 'set-cookie' && response.hasHeader('cache-control')) {
      setHeader('Cache-Control', sharedCacheControl(String(response.getHeader('cache-control')), true));
    }
    return setHeader(name, value);
  } as typeof response.setHeader;
}
