import http from 'node:http';
import type net from 'node:net';
import { getEnv } from '@/lib/env';
import { sharedCacheControl } from '@/lib/routing/cache-control';
import { earlyAnswer, originForm } from '@/lib/routing/raw-request-guard';
import { protocolErrorHeaders, protocolErrorText } from '@/lib/routing/protocol-error';
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
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      answerUnparsedRequest(...(args as [Error & { code?: string }, net.Socket]));
      return true;
    }
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const answer = earlyAnswer(request.method, request.url, request.headers.host);
      if (answer) {
        const body = protocolErrorText(answer.status);
        for (const [name, value] of Object.entries(headersOfEveryAnswer())) response.setHeader(name, value);
        response.writeHead(answer.status, { ...answer.headers, ...(body ? protocolErrorHeaders : {}) }).end(body);
        return true;
      }
      request.url = originForm(request.url);
      guardResponseHeaders(request, response);
      if (isRemoteImage(request.url)) answerUnreachablePhotoAsGateway(response);
      for (const [name, value] of Object.entries(headersOfEveryAnswer())) response.setHeader(name, value);
      // The connection's address, for the rate limits: assigned, so a client's own value is replaced.
      request.headers[peerAddressHeader] = request.socket.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}

/** Node's own answers to a request it cannot parse, by its parser's error code (else 400). */
const unparsedStatus: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What Node does for a request it cannot parse (an oversized header, a broken request line, a
 * client too slow to send its headers), with the status Node would give, but with a body that
 * says what happened instead of Node's bare status line. As in Node, nothing is written when an
 * answer to an earlier request on the connection has already begun.
 */
function answerUnparsedRequest(error: Error & { code?: string }, socket: net.Socket): void {
  const inFlight = (socket as net.Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = unparsedStatus[error.code ?? ''] ?? 400;
    const body = Buffer.from(protocolErrorText(status) ?? '');
    const headers = {
      ...headersOfEveryAnswer(),
      ...protocolErrorHeaders,
      'Content-Length': body.length,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    // One write, as Node's own: the connection is destroyed right after it.
    socket.write(
      Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]),
    );
  }
  socket.destroy(error);
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

/** A resized copy of a photo on another server (the office's open-data albums): `/_next/image?url=https://…`. */
function isRemoteImage(url: string | undefined): boolean {
  if (!url?.startsWith('/_next/image?')) return false;
  return /^https?:\/\//i.test(new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('url') ?? '');
}

/**
 * Next's image optimizer answers 500 when the photo's own server cannot be reached (its name
 * does not resolve, the connection is refused or reset): the error is that server's, not ours, so
 * it is a 502 Bad Gateway, as a failing public service is under /_api (lib/backend/handlers/live/upstream.ts).
 * Every other status (the upstream's own 404, Next's 400 for a bad parameter, its 504) is kept.
 */
function answerUnreachablePhotoAsGateway(response: http.ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  response.writeHead = function writeGatewayHead(status: number, ...rest: unknown[]) {
    return writeHead(status === 500 ? 502 : status, ...rest);
  } as typeof response.writeHead;
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
  response.setHeader = function setGuardedHeader(name: string, given: number | string | readonly string[]) {
    // A route handler's headers (menu.json, the calendars) come as one-value lists (Next's appendHeader).
    const value = Array.isArray(given) && given.length === 1 ? (given[0] as string) : given;
    // A page from Next's cache comes next: it may be answered with its kept compressed copy.
    if (name.toLowerCase() === 'x-nextjs-cache' && (value === 'HIT' || value === 'STALE')) {
      offerCompressedCopy(request, response, setHeader);
    }
    // A file of the build: its name changes with its content, so its compressed copy never goes stale.
    if (name.toLowerCase() === 'cache-control' && isBuildFile(request.url) && /\bimmutable\b/.test(String(value))) {
      offerCompressedCopy(request, response, setHeader, true);
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
