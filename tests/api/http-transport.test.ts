import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { GET, POST } from '@/app/%5Fapi/[...path]/route';
import { listAttractions } from '@/lib/api/attractions';
import { getFeaturedBanner } from '@/lib/api/banners';
import { setTransportForTests } from '@/lib/api/client';
import { createHttpTransport } from '@/lib/api/transport-http';

/** The embedded backend's real route handler behind a real HTTP server on loopback. */
let server: Server;
let origin: string;
const seenHeaders: string[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seenHeaders.push(String(req.headers['x-requested-with']));
    const body = req.method === 'GET' ? undefined : await readBody(req);
    const request = new NextRequest(url, { method: req.method, headers: req.headers as Record<string, string>, body });
    const path = url.pathname
      .replace(/^\/_api\//, '')
      .split('/')
      .filter(Boolean);
    const handler = req.method === 'POST' ? POST : GET;
    const response = await handler(request, { params: Promise.resolve({ path }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
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

  test('POSTs the featured banner call', async () => {
    setTransportForTests(createHttpTransport({ origin, timeoutMs: 5000, revalidateSeconds: 0 }));
    expect((await getFeaturedBanner('en'))?.title).toMatch(/Tri-Mountain/);
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
