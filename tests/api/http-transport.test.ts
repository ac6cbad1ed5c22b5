import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { listAttractions } from '@/lib/api/attractions';
import { getFeaturedBanner } from '@/lib/api/banners';
import { setTransportForTests } from '@/lib/api/client';
import { createHttpTransport } from '@/lib/api/transport-http';
import { embeddedAnswer } from '../support/embedded-answer';

/** The embedded backend's real route handler behind a real HTTP server on loopback. */
let server: Server;
let origin: string;
const seenHeaders: string[] = [];
const seenRequests: { method?: string; url?: string; contentType?: string }[] = [];

beforeAll(async () => {
  const answer = embeddedAnswer();
  server = createServer((req, res) => {
    seenHeaders.push(String(req.headers['x-requested-with']));
    seenRequests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'] });
    void answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => setTransportForTests(undefined));

describe('lib/api HTTP transport against the embedded backend', () => {
  test('gives the same attractions as the in-process transport, sending the ajax header', async () => {
    const inProcess = await listAttractions('ja');
    setTransportForTests(createHttpTransport({ origin, timeoutMs: 5000, revalidateSeconds: 0 }));
    const overHttp = await listAttractions('ja');
    expect(overHttp.ok).toBe(true);
    expect(overHttp.items.map((item) => [item.id, item.name])).toEqual(
      inProcess.items.map((item) => [item.id, item.name]),
    );
    expect(seenHeaders.at(-1)).toBe('XMLHttpRequest');
  });

  test('POSTs the featured banner call as JSON', async () => {
    setTransportForTests(createHttpTransport({ origin, timeoutMs: 5000, revalidateSeconds: 0 }));
    expect((await getFeaturedBanner('en'))?.title).toMatch(/Tri-Mountain/);
    expect(seenRequests.at(-1)).toEqual({
      method: 'POST',
      url: '/_api/en/opendata/featuredbanner',
      contentType: 'application/json',
    });
  });

  test('a backend that does not answer in time gives an empty result, not a hang', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    setTransportForTests(
      createHttpTransport({ origin: `http://127.0.0.1:${port}`, timeoutMs: 300, revalidateSeconds: 0 }),
    );
    const started = Date.now();
    expect(await listAttractions('en')).toEqual({ ok: false, items: [] });
    expect(Date.now() - started).toBeLessThan(5000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
