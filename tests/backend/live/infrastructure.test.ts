import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fetchJson, UpstreamError } from '@/lib/backend/connectors/fetch-upstream';
import { createTtlCache } from '@/lib/backend/connectors/ttl-cache';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('per-server TTL cache', () => {
  test('keeps an answer for its period, and concurrent misses share one load', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache(() => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', 1000, load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', 1000, load)).toBe(2);
  });

  test('an answer may set its own period (not knowing is kept shorter than knowing)', async () => {
    let now = 0;
    let answer = 'unknown';
    const cache = createTtlCache(() => now);
    const ttl = (value: string) => (value === 'unknown' ? 60 : 600);
    expect(await cache.get('k', ttl, async () => answer)).toBe('unknown');
    answer = 'available';
    now = 59;
    expect(await cache.get('k', ttl, async () => answer)).toBe('unknown');
    now = 60;
    expect(await cache.get('k', ttl, async () => answer)).toBe('available');
    answer = 'gone';
    now = 659;
    expect(await cache.get('k', ttl, async () => answer)).toBe('available');
    now = 660;
    expect(await cache.get('k', ttl, async () => answer)).toBe('gone');
  });

  test('does not keep failures', async () => {
    const cache = createTtlCache(() => 0);
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
  });
});

describe('upstream fetch', () => {
  test('errors name the origin and path but never the query, where keys travel', async () => {
    server.use(http.get('https://svc.test/api', () => new HttpResponse(null, { status: 403 })));
    const error = await fetchJson('https://svc.test/api?api_key=SECRET', { timeoutMs: 1000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(String((error as Error).message)).toBe('GET https://svc.test/api answered 403');
  });

  test('a slow service times out, and a non-JSON body is an upstream error', async () => {
    server.use(
      http.get('https://svc.test/slow', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
      http.get('https://svc.test/html', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(fetchJson('https://svc.test/slow?key=SECRET', { timeoutMs: 50 })).rejects.toThrow(
      'GET https://svc.test/slow timed out after 50 ms',
    );
    await expect(fetchJson('https://svc.test/html', { timeoutMs: 1000 })).rejects.toThrow(/not JSON/);
  });
});
