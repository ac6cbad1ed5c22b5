import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront, type HttpsFront } from '../../bench/https-front.mjs';

/** What the server behind the front saw of each request. */
interface Seen {
  method?: string;
  url?: string;
  host?: string;
  forwardedProto?: string;
  body: string;
}

let upstream: http.Server;
let front: HttpsFront;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        host: req.headers.host,
        forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      // Streamed (chunked) with a keep-alive header, as next start answers: both are HTTP/1.1's own.
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, s-maxage=300',
        connection: 'keep-alive',
      });
      res.write('<p>first part</p>');
      res.end('<p>second part</p>');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startHttpsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await front.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

/** One request over HTTP/2 (the certificate is the run's own, so it is not checked). */
function request(
  session: http2.ClientHttp2Session,
  path: string,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ':method': method });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks).toString('utf8') }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTPS front of the Lighthouse runs', () => {
  it('speaks HTTP/2 over TLS and passes pages, status and headers through', async () => {
    expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/);
    const session = http2.connect(front.origin, { rejectUnauthorized: false });
    try {
      const page = await request(session, '/en/attractions/80?x=1');
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.body).toBe('<p>first part</p><p>second part</p>');
      expect(page.headers['cache-control']).toBe('public, s-maxage=300');
      expect(page.headers.connection).toBeUndefined();
      expect(page.headers['transfer-encoding']).toBeUndefined();

      expect((await request(session, '/missing')).status).toBe(404);
      await request(session, '/_api/en/views/attractions/80', 'POST', 'beacon');
    } finally {
      session.close();
    }
    const port = new URL(front.origin).port;
    expect(seen[0]).toEqual({
      method: 'GET',
      url: '/en/attractions/80?x=1',
      host: `localhost:${port}`,
      forwardedProto: 'https',
      body: '',
    });
    expect(seen[2]).toMatchObject({ method: 'POST', body: 'beacon' });
  });

  it('answers 502 when the server behind it is gone', async () => {
    const gone = await startHttpsFront('http://127.0.0.1:9');
    const session = http2.connect(gone.origin, { rejectUnauthorized: false });
    try {
      expect((await request(session, '/')).status).toBe(502);
    } finally {
      session.close();
      await gone.close();
    }
  });
});
