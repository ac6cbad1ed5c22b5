import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { buildFolder } from '@/lib/build/build-folder';
import { CompressedCopies, preferredEncoding, type Encoding } from './compressed-copies';

/**
 * 96 MB: the site's pages in four languages, each as its text and its compressed copy (the text is
 * usually the very string Next's own cache holds).
 */
const copies = new CompressedCopies(96 * 1024 * 1024);

/**
 * Pages (HTML), their React payloads for client-side navigation, the cached JSON answers (the
 * menu's items), and the build's scripts and styles; the rest (images, fonts) is left to Next.
 */
const compressibleTypes =
  /^(text\/html|text\/x-component|text\/css|(application|text)\/javascript|application\/json)\b/i;

const offered = new WeakSet<http.ServerResponse>();

type Callback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;
type RawSetHeader = (name: string, value: number | string | readonly string[]) => http.ServerResponse;

/**
 * Called when Next marks a response as served from its page cache (`x-nextjs-cache: HIT` or
 * `STALE`), or answers a file of the build (/_next/static/…, which never changes under its name):
 * the body that follows is a copy Next already holds whole, streamed in a few chunks.
 * If the answer may be stored by anyone (`public`), is a page, a script or a style sheet, is a
 * 200, and the browser takes br or gzip,
 * the chunks are gathered and answered with the body's kept compressed copy
 * (lib/server/compressed-copies.ts). Next's own compression, installed on the response before
 * this, sees the Content-Encoding and passes the bytes on; it still compresses everything else: a
 * page's first render (streamed as it renders), pages rendered per request, the API, files.
 */
export function offerCompressedCopy(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  setHeader: RawSetHeader,
  /** A file of the build under /_next/static/: the build may have written its brotli copy. */
  buildFile = false,
): void {
  if (request.method !== 'GET' || offered.has(response)) return;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return;
  offered.add(response);

  const next = {
    flushHeaders: response.flushHeaders.bind(response),
    write: response.write.bind(response) as Write,
    end: response.end.bind(response) as End,
  };
  const stream = response as http.ServerResponse & { flush?: () => void };
  const flush = stream.flush?.bind(response);
  const chunks: (string | Buffer)[] = [];
  let taken: boolean | undefined;
  // Decided when the body starts: by then Next has set the page's type and Cache-Control.
  const takes = () =>
    (taken ??=
      !response.headersSent &&
      // Not a 304 (a script the browser has, asked again with If-None-Match), a 206 or an error.
      response.statusCode === 200 &&
      !response.hasHeader('content-encoding') &&
      compressibleTypes.test(String(response.getHeader('content-type') ?? '')) &&
      /^public\b/.test(String(response.getHeader('cache-control') ?? '')));

  response.flushHeaders = () => {
    if (!takes()) next.flushHeaders();
  };
  if (flush) stream.flush = () => void (taken || flush());
  response.write = function gather(chunk: unknown, chunkEncoding?: unknown, callback?: unknown) {
    if (!takes()) return next.write(chunk, chunkEncoding, callback);
    chunks.push(toBody(chunk, chunkEncoding));
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as typeof response.write;
  response.end = function answer(chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) {
    if (!takes()) return next.end(chunk, chunkEncoding, callback);
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBody(chunk, chunkEncoding));
    const done = [chunk, chunkEncoding, callback].find((value) => typeof value === 'function');
    // Next hands a cached page over in one chunk (a string): used as it is, not encoded or copied per request.
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks.map((part) => toBuffer(part)));
    const prebuilt = buildFile && encoding === 'br' ? () => prebuiltBrotli(request.url) : undefined;
    sendCopy(body, encoding, prebuilt, (copy, copyEncoding) => {
      if (copyEncoding) setHeader('Content-Encoding', copyEncoding);
      setHeader('Content-Length', typeof copy === 'string' ? Buffer.byteLength(copy) : copy.length);
      next.end(copy, done);
    });
    return response;
  } as typeof response.end;
}

/**
 * The kept copy at once; else the build's own copy, read and kept; else compressed now (the plain
 * body if compression fails).
 */
function sendCopy(
  body: string | Buffer,
  encoding: Encoding,
  prebuilt: (() => Promise<Buffer | undefined>) | undefined,
  send: (copy: Buffer | string, encoding?: Encoding) => void,
): void {
  const found = copies.find(body, encoding);
  if (found.copy) return send(found.copy, encoding);
  (prebuilt?.() ?? Promise.resolve(undefined))
    .then((copy) => (copy ? copies.keepCopy(encoding, found.key, copy) : copies.compress(body, encoding, found.key)))
    .then(
      (copy) => send(copy, encoding),
      () => send(body),
    );
}

/**
 * The brotli copy the build wrote beside one of its files (lib/build/precompress.ts: quality 11,
 * about 9 % smaller than what the server makes at run time), or undefined if there is none. The
 * address has been answered by Next's static handler, so it names a file of the build; one that
 * would lead outside the build's static folder is not read.
 */
async function prebuiltBrotli(url: string | undefined): Promise<Buffer | undefined> {
  const staticFolder = path.resolve(buildFolder(), 'static');
  try {
    const pathname = decodeURIComponent(new URL(url ?? '', 'http://x').pathname);
    if (!pathname.startsWith('/_next/static/')) return undefined;
    const file = path.resolve(staticFolder, `.${pathname.slice('/_next/static'.length)}`);
    if (!file.startsWith(`${staticFolder}${path.sep}`)) return undefined;
    return await readFile(`${file}.br`);
  } catch {
    return undefined;
  }
}

/** A chunk as written: UTF-8 text as it is, anything else as bytes. */
function toBody(chunk: unknown, encoding: unknown): string | Buffer {
  if (
    typeof chunk === 'string' &&
    (encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8')
  )
    return chunk;
  return toBuffer(chunk, encoding);
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}
