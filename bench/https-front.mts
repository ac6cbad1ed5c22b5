import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * HTTPS with HTTP/2 in front of the site, as a deployment has it (nginx, a CDN or a load balancer
 * ends TLS and speaks HTTP/2 to browsers; README, "More than one server"). The Lighthouse runs load
 * the pages through it, because Lighthouse's simulation (Lantern) models the two transports very
 * differently: over plain HTTP/1.1 every script waits for a connection of its own (up to six, each
 * with its own handshake and slow start) and a request-response round trip, over HTTP/2 one warm
 * connection carries them all. A visitor's browser only ever meets the second: the site is served
 * over HTTPS (HSTS on), and every browser and server of today speaks HTTP/2 there.
 *
 * The front is a plain pass-through: bodies stream unchanged (Next's own compressed copies),
 * headers are Next's but for HTTP/1.1's hop-by-hop ones, which HTTP/2 forbids. The certificate is
 * made for this run by `openssl` and thrown away with it; Chromium is told to accept it.
 */

export interface HttpsFront {
  /** `https://localhost:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/** Headers HTTP/2 forbids in a response (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const run = promisify(execFile);

/** A throwaway self-signed certificate for localhost (P-256, one day). */
async function makeCertificate(dir: string): Promise<{ key: Buffer; cert: Buffer }> {
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    keyPath,
    '-out',
    certPath,
  ]);
  return { key: await readFile(keyPath), cert: await readFile(certPath) };
}

/**
 * Starts the front on a free port and forwards every request to `upstream` (an `http://` origin).
 * Rejects if `openssl` is missing or fails.
 */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-https-'));
  let credentials: { key: Buffer; cert: Buffer };
  try {
    credentials = await makeCertificate(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // One kept-alive pool, as a proxy in front keeps its connections to the servers behind it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...credentials, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.once('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // Chromium keeps its connection open after a run; closing the front must not wait for it.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
