import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { earlyAnswer } from '@/lib/routing/raw-request-guard';
import { installRawRequestGuard } from '@/lib/server/install-raw-request-guard';

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
      expect(earlyAnswer(method, target), `${method} ${target}`).toBeUndefined();
    }
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
      response.end('from the app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
      });
      request.on('error', reject);
      request.end();
    });

  test('answers TRACE and OPTIONS * itself, and hands every other request to the app', async () => {
    expect(await send('TRACE', '/en/news')).toEqual({ status: 405, allow: 'GET, HEAD, POST', body: '' });
    expect(await send('OPTIONS', '*')).toEqual({ status: 204, allow: 'GET, HEAD, POST', body: '' });
    expect(await send('GET', '/en/news')).toMatchObject({ status: 200, body: 'from the app' });
    expect(handled).toEqual(['GET /en/news']);
  });
});
