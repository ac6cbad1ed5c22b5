import http from 'node:http';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { earlyAnswer, originForm } from '@/lib/routing/raw-request-guard';
import { installRawRequestGuard } from '@/lib/server/install-raw-request-guard';
import { applyServerTimeouts, serverTimeouts } from '@/lib/server/server-timeouts';

describe('requests answered before Next sees them', () => {
  test('TRACE is not allowed, on any path', () => {
    expect(earlyAnswer('TRACE', '/en/news')).toEqual({ status: 405, headers: { Allow: 'GET, HEAD, POST' } });
    expect(earlyAnswer('TRACE', '*')?.status).toBe(405);
  });

  test('OPTIONS * says which methods the server takes; another method with * is malformed', () => {
    expect(earlyAnswer('OPTIONS', '*')).toEqual({ status: 204, headers: { Allow: 'GET, HEAD, POST' } });
    expect(earlyAnswer('GET', '*')).toEqual({ status: 400, headers: {} });
  });

  test('everything else goes on to Next', () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['POST', '/en/suggestion'],
      ['OPTIONS', '/en'],
      ['PUT', '/_api/en/news'],
      ['GET', 'http://localhost/en'],
    ]) {
      expect(earlyAnswer(method, target, 'localhost'), `${method} ${target}`).toBeUndefined();
    }
  });

  test('a request line in absolute form names this server or is refused, and goes on as a path', () => {
    expect(earlyAnswer('GET', 'http://evil.example/en/news/1', 'localhost:3000')).toEqual({ status: 400, headers: {} });
    expect(earlyAnswer('GET', 'http://localhost:3000/en', 'localhost:3000')).toBeUndefined();
    expect(earlyAnswer('GET', 'HTTP://LOCALHOST:3000/en', 'localhost:3000')).toBeUndefined();
    expect(earlyAnswer('GET', 'http://[bad/en', 'localhost:3000')?.status).toBe(400);
    expect(originForm('http://localhost:3000/en/news?page=2')).toBe('/en/news?page=2');
    expect(originForm('http://localhost:3000')).toBe('/');
    expect(originForm('/en/news?page=2')).toBe('/en/news?page=2');
  });
});

describe('the guard on a running HTTP server', () => {
  const handled: string[] = [];
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    installRawRequestGuard();
    const guarded = http.Server.prototype.emit;
    installRawRequestGuard();
    // Installing twice (a second register() call) must not wrap the wrapper.
    expect(http.Server.prototype.emit).toBe(guarded);
    server = http.createServer((request, response) => {
      handled.push(`${request.method} ${request.url}`);
      // Next names the proxy's rewrite: a page's path, or the remote backend's address for /_api.
      response.setHeader(
        'x-middleware-rewrite',
        request.url?.startsWith('/_api') ? 'http://10.0.0.5:8080/_api/en' : '/zh-tw',
      );
      // As Next's image optimizer does for its images.
      if (request.url === '/own-policy') response.setHeader('Content-Security-Policy', "script-src 'none'; sandbox;");
      // Next's Cache-Control for a page from its cache, and a cookie set before it, after it, or not at all.
      const cached = 's-maxage=300, stale-while-revalidate=86100';
      if (request.url === '/cookie-first') response.setHeader('Set-Cookie', 'a=b').setHeader('Cache-Control', cached);
      if (request.url === '/cookie-after') response.setHeader('Cache-Control', cached).setHeader('Set-Cookie', 'a=b');
      if (request.url === '/cached') response.setHeader('Cache-Control', cached);
      // A route handler's answer from Next's cache: its headers are set as one-value lists.
      if (request.url === '/cached-route') response.setHeader('cache-control', [cached]);
      // The connection's address as the app reads it (the rate limits key on it).
      if (request.url === '/peer') return response.end(String(request.headers[peerAddressHeader]));
      // Next's image optimizer when it throws (another server's photo it could not fetch, or a local file it failed on).
      if (request.url?.startsWith('/_next/image?')) {
        response.statusCode = request.url.includes('missing') ? 404 : 500;
        return response.end('image');
      }
      response.end('from the app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });

  test('answers TRACE and OPTIONS * itself, and hands every other request to the app', async () => {
    const trace = await send('TRACE', '/en/news');
    expect(trace).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' } });
    expect(trace.body).toContain('This site does not accept this kind of request.');
    expect(trace.headers['content-security-policy'], 'the security headers, as on every answer').toBeTruthy();
    expect(await send('OPTIONS', '*')).toMatchObject({ status: 204, headers: { allow: 'GET, HEAD, POST' }, body: '' });
    expect(await send('GET', '/en/news')).toMatchObject({ status: 200, body: 'from the app' });
    expect(handled).toEqual(['GET /en/news']);
  });

  test('every answer the app gives carries the Content-Security-Policy, and HSTS for an https SITE_URL', async () => {
    // vitest.config.mts sets SITE_URL=https://www.example.test.
    const { headers } = await send('GET', '/anything.svg');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('a policy the app sets itself replaces the general one', async () => {
    const { headers } = await send('GET', '/own-policy');
    expect(headers['content-security-policy']).toBe("script-src 'none'; sandbox;");
  });

  test('an answer that sets a cookie is kept by no cache, whichever of the two headers the app set first', async () => {
    for (const path of ['/cached', '/cached-route'])
      expect((await send('GET', path)).headers['cache-control'], path).toBe(
        'public, s-maxage=300, stale-while-revalidate=86100',
      );
    for (const path of ['/cookie-first', '/cookie-after']) {
      const { headers } = await send('GET', path);
      expect(headers['set-cookie'], path).toEqual(['a=b']);
      expect(headers['cache-control'], path).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    }
  });

  test('a photo of another server that could not be fetched is a 502 (their fault), any other image answer is kept', async () => {
    const remote = encodeURIComponent('https://www.trimt-nsa.gov.tw/Content/Uploads/a.jpg');
    expect((await send('GET', `/_next/image?url=${remote}&w=240&q=75`)).status).toBe(502);
    expect((await send('GET', `/_next/image?url=${remote}missing&w=240&q=75`)).status).toBe(404);
    expect((await send('GET', `/_next/image?url=%2Fimages%2Fa.webp&w=240&q=75`)).status).toBe(500);
    expect((await send('GET', `/_next/image?w=240`)).status).toBe(500);
  });

  test('the app reads the address of the connection, never one the client named in its own header', async () => {
    expect((await send('GET', '/peer')).body).toBe('127.0.0.1');
    expect((await send('GET', '/peer', { [peerAddressHeader]: '10.9.9.9' })).body).toBe('127.0.0.1');
  });

  test('keeps a page rewrite’s path for the client router, but not the remote backend’s address', async () => {
    const headersOf = (path: string) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path }, (response) =>
            response.resume().on('end', () => resolve(response.headers)),
          )
          .on('error', reject),
      );
    expect((await headersOf('/'))['x-middleware-rewrite']).toBe('/zh-tw');
    expect((await headersOf('/_api/en/attractions'))['x-middleware-rewrite']).toBeUndefined();
  });

  /** Bytes written on a raw connection, and everything the server answers before it closes it. */
  const rawExchange = async (bytes: string) => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write(bytes);
    await once(socket, 'close');
    return answer;
  };

  test('a request Node cannot parse is told why, in three languages, with the status Node gives', async () => {
    const oversized = await rawExchange(`GET /en HTTP/1.1\r\nHost: localhost\r\nCookie: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(oversized).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(oversized).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/);
    expect(oversized).toContain('請求標頭過大');
    expect(oversized).toContain('its headers are too large');
    expect(oversized).toContain('ヘッダーが大きすぎます');
    const broken = await rawExchange('GET /en HTTP/1.1 extra words\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(broken).toContain('it is not well formed');
    const length = Number(/\r\nContent-Length: (\d+)\r\n/.exec(broken)?.[1]);
    expect(Buffer.byteLength(broken.split('\r\n\r\n')[1] ?? '')).toBe(length);
    expect(handled, 'neither reached the app').not.toContain('GET /en');
  });
});

describe('time limits on slow clients (lib/server/server-timeouts.ts)', () => {
  test('the guard gives a server the limits on its first connection', async () => {
    installRawRequestGuard();
    const server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/' }, (response) => response.resume().on('end', resolve))
          .on('error', reject),
      );
      expect({ idle: server.timeout, headers: server.headersTimeout, request: server.requestTimeout }).toEqual({
        idle: serverTimeouts.idleMs,
        headers: serverTimeouts.headersMs,
        request: serverTimeouts.requestMs,
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('a client that announces a body and never sends it is disconnected', async () => {
    const server = http.createServer((request, response) => {
      request.resume().on('end', () => response.end('ok'));
    });
    applyServerTimeouts(server, { idleMs: 300, headersMs: 1000, requestMs: 2000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('POST /en/suggestion HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n');
      // Closed by the server: without the limits Node would hold it for five minutes.
      await Promise.race([
        once(socket, 'close'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('still connected after 20 s')), 20_000)),
      ]);
      expect(socket.destroyed).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);
});
