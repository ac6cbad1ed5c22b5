import type http from 'node:http';

/**
 * How long the server waits on a client. Node's defaults (a minute for the headers, five for the
 * whole request, no limit on a silent connection) let a client that announces a body and never
 * sends it hold a connection and its memory for minutes; a few hundred of them fill the server.
 * - idle: a connection on which nothing arrives or leaves for this long is closed (the slow
 *   "announce and wait" client is gone after 15 s; a phone on a mountain road that is still
 *   sending its photo is not idle);
 * - headers: the request line and headers must have arrived within this;
 * - request: the whole request, body included (a 10 MB upload at 1 Mbit/s takes about 80 s).
 * Node checks the last two every few seconds, not to the millisecond. A reverse proxy in front
 * should have the same or shorter limits (nginx: client_header_timeout, client_body_timeout).
 */
export type ServerTimeouts = { idleMs: number; headersMs: number; requestMs: number };

export const serverTimeouts: ServerTimeouts = { idleMs: 15_000, headersMs: 15_000, requestMs: 120_000 };

const applied = new WeakSet<http.Server>();

/** Sets the limits on a server once (Node reads them for every new connection and at each check). */
export function applyServerTimeouts(server: http.Server, timeouts: ServerTimeouts = serverTimeouts): void {
  if (applied.has(server)) return;
  applied.add(server);
  server.timeout = timeouts.idleMs;
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
}
