import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Compressed copies of the pages served from Next's cache. `next start` compresses every answer
 * again for every request: a cached home page costs about 3.5 ms of gzip per request on this
 * site's 2-core server (profiled under load, README "Rendering and caching") although its bytes
 * change only when the page is rendered again. Here each distinct body is compressed once per
 * encoding and kept, keyed by a SHA-1 of the body itself (0.1 ms), so a re-rendered page can
 * never be answered with an old copy; what is kept is bounded by bytes, least recently used out.
 * Brotli when the browser takes it (every current one does; about 12 % smaller than gzip here).
 */
export type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from Accept-Encoding (q=0 refuses one), or undefined for none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

const compressors: Record<Encoding, (body: Buffer, done: (error: Error | null, result: Buffer) => void) => void> = {
  // Quality 5: as fast as gzip's default here and still smaller; compressed once per body anyway.
  br: (body, done) =>
    zlib.brotliCompress(
      body,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      done,
    ),
  gzip: (body, done) => zlib.gzip(body, done),
};

export class CompressedCopies {
  private readonly copies = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept copy of this body in this encoding, if there is one (it becomes the most recent). */
  find(body: Buffer, encoding: Encoding): { key: string; copy?: Buffer } {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const copy = this.copies.get(key);
    if (copy) {
      this.copies.delete(key);
      this.copies.set(key, copy);
    }
    return { key, copy };
  }

  /** Compresses the body (off the main thread, in zlib's pool), keeps the copy and gives it. */
  compress(body: Buffer, encoding: Encoding, key: string): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      compressors[encoding](body, (error, copy) => {
        if (error) return reject(error);
        this.keep(key, copy);
        resolve(copy);
      }),
    );
  }

  get size(): { copies: number; bytes: number } {
    return { copies: this.copies.size, bytes: this.bytes };
  }

  private keep(key: string, copy: Buffer): void {
    if (copy.length > this.maxBytes || this.copies.has(key)) return;
    this.copies.set(key, copy);
    this.bytes += copy.length;
    for (const [oldKey, old] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
