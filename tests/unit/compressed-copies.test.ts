import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { precompressBuildFiles } from '@/lib/build/precompress';
import { CompressedCopies, preferredEncoding } from '@/lib/server/compressed-copies';
import { installRawRequestGuard } from '@/lib/server/install-raw-request-guard';

// The same compression middleware `next start` puts on every response (router-server.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('next/dist/compiled/compression') as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A server like `next start`'s: the raw request guard installed, Next's compression put on every
 * response, then `handle` answering as Next would. Started before the tests, closed after them.
 */
function guardedServer(handle: http.RequestListener) {
  let server: http.Server | undefined;
  let port = 0;
  beforeAll(async () => {
    installRawRequestGuard();
    const compress = compression();
    server = http.createServer((request, response) => {
      compress(request, response, () => {});
      handle(request, response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server!.close(() => resolve())));
  return {
    get: (path: string, headers: Record<string, string>, method = 'GET') =>
      new Promise<Answer>((resolve, reject) =>
        http
          .request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject)
          .end(),
      ),
  };
}

describe('preferredEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('CompressedCopies', () => {
  test('a body is compressed once per encoding; another body (a re-rendered page) gets its own copy', async () => {
    const copies = new CompressedCopies(1024 * 1024);
    const page = Buffer.from('<!DOCTYPE html><p>梨山</p>'.repeat(200));
    const first = copies.find(page, 'br');
    expect(first.copy).toBeUndefined();
    const copy = await copies.compress(page, 'br', first.key);
    expect(zlib.brotliDecompressSync(copy).equals(page)).toBe(true);
    expect(copies.find(Buffer.from(page), 'br').copy).toBe(copy);
    expect(copies.find(page, 'gzip').copy).toBeUndefined();
    expect(copies.find(Buffer.from(`${page.toString()} `), 'br').copy).toBeUndefined();
  });

  test('a body handed over as text is found by its text (another string of the same text too), never by bytes', async () => {
    const copies = new CompressedCopies(1024 * 1024);
    const text = '<!DOCTYPE html><p>獅頭山 Lion’s Head</p>'.repeat(300);
    const copy = await copies.compress(text, 'gzip', copies.find(text, 'gzip').key);
    expect(zlib.gunzipSync(copy).toString()).toBe(text);
    // The same text built again (a page read from the file cache is a new string each time).
    expect(copies.find([...text].join(''), 'gzip').copy).toBe(copy);
    expect(copies.find(`${text} `, 'gzip').copy).toBeUndefined();
    expect(copies.find(text, 'br').copy).toBeUndefined();
    // Bytes and text are keyed apart: a byte body whose Latin-1 reading were this text must not match.
    expect(copies.find(Buffer.from(text), 'gzip').copy).toBeUndefined();
    // The text is held with its copy, so it is counted with it.
    expect(copies.size.bytes).toBe(copy.length + Buffer.byteLength(text));
  });

  test('a brotli copy is made again at the best quality in the background and replaces the first', async () => {
    const copies = new CompressedCopies(1024 * 1024);
    // Real text of the site (a page's words), where the qualities differ.
    const page = await readFile(path.join(process.cwd(), 'messages/zh-tw.json'));
    const first = await copies.compress(page, 'br', copies.find(page, 'br').key);
    await copies.refined();
    const better = copies.find(page, 'br').copy!;
    expect(better.length).toBeLessThan(first.length * 0.97);
    expect(zlib.brotliDecompressSync(better).equals(page)).toBe(true);
    expect(copies.size.bytes).toBe(better.length);
    // A gzip copy stays as it was made.
    const gzipped = await copies.compress(page, 'gzip', copies.find(page, 'gzip').key);
    await copies.refined();
    expect(copies.find(page, 'gzip').copy).toBe(gzipped);
  });

  test('a copy dropped before it is made again is not brought back', async () => {
    const page = await readFile(path.join(process.cwd(), 'messages/en.json'));
    const other = await readFile(path.join(process.cwd(), 'messages/ja.json'));
    const budget = zlib.brotliCompressSync(other, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const copies = new CompressedCopies(budget + 100);
    await copies.compress(page, 'br', copies.find(page, 'br').key);
    // Kept after it: the first copy is dropped to make room.
    await copies.compress(other, 'br', copies.find(other, 'br').key);
    await copies.refined();
    expect(copies.find(page, 'br').copy).toBeUndefined();
    expect(copies.size).toEqual({ copies: 1, bytes: copies.find(other, 'br').copy!.length });
  });

  test('keeps at most its size in bytes, dropping the least recently used', async () => {
    const bodies = [1, 2, 3].map((n) => Buffer.from(String(n).repeat(10_000) + Math.random()));
    const sizes = await Promise.all(
      bodies.map((body) => new Promise<number>((r) => zlib.gzip(body, (_, c) => r(c.length)))),
    );
    // Room for the first and whichever of the others is larger, never for all three (the bodies end
    // in random digits, so their compressed sizes differ by a byte or two from run to run).
    const budget = sizes[0]! + Math.max(sizes[1]!, sizes[2]!);
    const copies = new CompressedCopies(budget);
    for (const body of bodies.slice(0, 2)) await copies.compress(body, 'gzip', copies.find(body, 'gzip').key);
    copies.find(bodies[0]!, 'gzip'); // the first is used again: the second is now the oldest
    await copies.compress(bodies[2]!, 'gzip', copies.find(bodies[2]!, 'gzip').key);
    expect(copies.find(bodies[0]!, 'gzip').copy).toBeDefined();
    expect(copies.find(bodies[1]!, 'gzip').copy).toBeUndefined();
    expect(copies.find(bodies[2]!, 'gzip').copy).toBeDefined();
    expect(copies.size.bytes).toBeLessThanOrEqual(budget);
  });
});

describe('a page from Next’s cache is answered with its kept compressed copy', () => {
  const page = `<!DOCTYPE html><html lang="zh-Hant-TW"><body>${'<p>參山國家風景區 梨山 獅頭山 八卦山</p>'.repeat(400)}</body></html>`;
  let cacheControl = 'public, s-maxage=300, stale-while-revalidate=86100';
  let cacheState = 'HIT';
  const brotli = vi.spyOn(zlib, 'brotliCompress');

  const server = guardedServer((request, response) => {
    // What Next does with a page: its cache state, its headers, then the body streamed in chunks
    // (pipeToNodeResponse: flushHeaders, write + flush per chunk, end).
    response.setHeader('x-nextjs-cache', cacheState);
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (request.method === 'HEAD') return void response.end();
    const stream = response as typeof response & { flush?: () => void };
    response.flushHeaders();
    const third = Math.ceil(page.length / 3);
    for (let at = 0; at < page.length; at += third) {
      response.write(page.slice(at, at + third));
      stream.flush?.();
    }
    response.end();
  });
  const get = (acceptEncoding: string, method = 'GET') =>
    server.get('/', { 'accept-encoding': acceptEncoding }, method);

  test('brotli for a browser that takes it, compressed twice (fast, then best) for any number of requests', async () => {
    brotli.mockClear();
    const answers = [await get('gzip, deflate, br')];
    await vi.waitFor(() => expect(brotli).toHaveBeenCalledTimes(2));
    // Once the best copy is made, it is the one sent.
    await vi.waitFor(async () => expect((await get('br')).body.length).toBeLessThan(answers[0]!.body.length));
    answers.push(await get('gzip, deflate, br'), await get('br'));
    for (const { headers, body } of answers) {
      expect(headers['content-encoding']).toBe('br');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
    }
    expect(brotli).toHaveBeenCalledTimes(2);
  });

  test('gzip for one that takes only gzip; nothing compressed for one that takes neither; HEAD has no body', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(page);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const head = await get('gzip, br', 'HEAD');
    expect(head.body.length).toBe(0);
  });

  test('a first render (MISS) streams through Next’s own compression', async () => {
    cacheState = 'MISS';
    brotli.mockClear();
    const first = await get('gzip, deflate, br');
    cacheState = 'HIT';
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.gunzipSync(first.body).toString()).toBe(page);
    expect(brotli).not.toHaveBeenCalled();
  });

  test('a personal answer is left to Next’s own compression, never kept', async () => {
    cacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate';
    brotli.mockClear();
    const personal = await get('gzip, deflate, br');
    cacheControl = 'public, s-maxage=300, stale-while-revalidate=86100';
    expect(personal.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(personal.body).toString()).toBe(page);
    expect(brotli).not.toHaveBeenCalled();
  });
});

describe('a script of the build is answered with its kept compressed copy; a 304 or a range is not touched', () => {
  // A build file as Next's static handler sends it (the send module): its length, then 64 kB chunks of bytes.
  const script = Buffer.from(`self.chunk=${JSON.stringify('參山 Tri-Mountain '.repeat(9000))};`);
  const brotli = vi.spyOn(zlib, 'brotliCompress');

  const { get } = guardedServer((request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    if (request.headers['if-modified-since']) {
      response.statusCode = 304;
      return void response.end();
    }
    if (request.headers.range) {
      response.statusCode = 206;
      response.setHeader('Content-Range', `bytes 0-99/${script.length}`);
      response.setHeader('Content-Length', 100);
      return void response.end(script.subarray(0, 100));
    }
    response.setHeader('Content-Length', script.length);
    for (let at = 0; at < script.length; at += 65_536) response.write(script.subarray(at, at + 65_536));
    response.end();
  });

  test('brotli, compressed once fast and once at the best quality (not per request), with its own length', async () => {
    brotli.mockClear();
    for (let n = 0; n < 5; n++) {
      const { headers, body } = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
      expect(headers['content-encoding']).toBe('br');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(zlib.brotliDecompressSync(body).equals(script)).toBe(true);
      if (n === 2) await vi.waitFor(() => expect(brotli).toHaveBeenCalledTimes(2));
    }
    expect(brotli).toHaveBeenCalledTimes(2);
  });

  test('a 304 has no body and no encoding; a range is sent as asked; an address outside the build is left to Next', async () => {
    brotli.mockClear();
    const notModified = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-modified-since': new Date().toUTCString(),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.body.length).toBe(0);
    const range = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.equals(script.subarray(0, 100))).toBe(true);
    const elsewhere = await get('/robots.js', { 'accept-encoding': 'gzip, br' });
    expect(elsewhere.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(elsewhere.body).equals(script)).toBe(true);
    expect(brotli).not.toHaveBeenCalled();
  });
});

describe('a script the build compressed itself is answered with that copy', () => {
  const script = Buffer.from(`self.prebuilt=${JSON.stringify('八卦山 Baguashan '.repeat(5000))};`);
  const brotli = vi.spyOn(zlib, 'brotliCompress');
  let folder = '';
  const previous = process.env.NEXT_DIST_DIR;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'build-'));
    await mkdir(path.join(folder, 'static/chunks'), { recursive: true });
    await writeFile(path.join(folder, 'static/chunks/prebuilt.js'), script);
    await precompressBuildFiles(path.join(folder, 'static'));
    process.env.NEXT_DIST_DIR = folder;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.NEXT_DIST_DIR;
    else process.env.NEXT_DIST_DIR = previous;
    await rm(folder, { recursive: true, force: true });
  });

  const { get } = guardedServer((request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    response.end(script);
  });

  test('the build’s best-quality brotli copy is sent as it is, and nothing is compressed per request', async () => {
    brotli.mockClear();
    const prebuilt = await readFile(path.join(folder, 'static/chunks/prebuilt.js.br'));
    for (let n = 0; n < 2; n++) {
      const { headers, body } = await get('/_next/static/chunks/prebuilt.js', { 'accept-encoding': 'gzip, br' });
      expect(headers['content-encoding']).toBe('br');
      expect(body.equals(prebuilt)).toBe(true);
      expect(zlib.brotliDecompressSync(body).equals(script)).toBe(true);
    }
    expect(brotli).not.toHaveBeenCalled();
    // A browser that takes only gzip still gets the server's own copy.
    const gzip = await get('/_next/static/chunks/prebuilt.js', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);
  });
});

describe('precompressBuildFiles', () => {
  test('writes a best-quality brotli copy beside every script and style sheet, in every folder, and of nothing else', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'static-'));
    try {
      const files = {
        'a.js': 'console.log(1);'.repeat(500),
        'css/b.css': 'body{margin:0}'.repeat(500),
        'c.json': '{}',
      };
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
        await writeFile(path.join(folder, name), text);
      }
      expect((await precompressBuildFiles(folder)).files).toBe(2);
      for (const name of ['a.js', 'css/b.css']) {
        const copy = await readFile(path.join(folder, `${name}.br`));
        expect(zlib.brotliDecompressSync(copy).toString()).toBe(files[name as keyof typeof files]);
      }
      await expect(readFile(path.join(folder, 'c.json.br'))).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
