import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Compressed copies of the pages served from Next's cache. `next start` compresses every answer
 * again for every request: a cached home page costs about 3.5 ms of gzip per request on this
 * site's 2-core server (profiled under load, README "Rendering and caching") although its bytes
 * change only when the page is rendered again. Here each distinct body is compressed once per
 * encoding and kept, keyed by the body itself, so a re-rendered page can never be answered with an
 * old copy; what is kept is bounded by bytes, least recently used out. Next hands a cached page
 * over as one string: a Map finds its copy by the text in about 30 µs (hashing and comparing it
 * natively), where encoding it to UTF-8 and taking a SHA-1 cost about 250 µs for the home page, an
 * eighth of a cached answer's CPU under load (profiled). A body in bytes is keyed by its SHA-1.
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

type Compressor = (body: Buffer, done: (error: Error | null, result: Buffer) => void) => void;

const brotli =
  (quality: number): Compressor =>
  (body, done) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    );

const compressors: Record<Encoding, Compressor> = {
  // Quality 5 for the first answer: as fast as gzip's default here and still smaller.
  br: brotli(5),
  gzip: (body, done) => zlib.gzip(body, done),
};

/**
 * Brotli's best quality (11), as the build's own copies of its scripts have it: the home page's
 * copy is 15.9 kB instead of 17.6 kB at quality 5 (10 % less on every page), but takes about
 * 130 ms to make instead of 2 ms. A kept copy is made again at this quality in the background,
 * one page at a time in zlib's pool, and replaces the first copy when ready: every page is
 * compressed twice per rendering, never per request. A slow phone then receives the home page in
 * fewer round trips: 14.6 kB (ten packets) is all that a new connection's first round trip carries.
 */
const refine = brotli(11);
/** Copies waiting to be made again; beyond this (a burst of new pages) the first copy stays. */
const maxRefinementsWaiting = 64;

/** A body's key: its text, or the SHA-1 of its bytes; the two kinds are kept apart. */
type Key = { text: string } | { sha1: string };

type Kept = { copy: Buffer; bytes: number; used: number };
type Refinement = { key: Key; body: Buffer };

export class CompressedCopies {
  /** Per encoding and kind of key, least recently used first (a Map keeps the order of insertion). */
  private readonly copies = {
    br: { text: new Map<string, Kept>(), sha1: new Map<string, Kept>() },
    gzip: { text: new Map<string, Kept>(), sha1: new Map<string, Kept>() },
  };
  private bytes = 0;
  private uses = 0;
  private readonly refinements: Refinement[] = [];
  private refining: Promise<void> | undefined;

  constructor(private readonly maxBytes: number) {}

  /** The kept copy of this body in this encoding, if there is one (it becomes the most recent). */
  find(body: string | Buffer, encoding: Encoding): { key: Key; copy?: Buffer } {
    const key: Key =
      typeof body === 'string' ? { text: body } : { sha1: createHash('sha1').update(body).digest('base64') };
    const [map, id] = this.mapOf(encoding, key);
    const kept = map.get(id);
    if (kept) {
      map.delete(id);
      map.set(id, { ...kept, used: (this.uses += 1) });
    }
    return { key, copy: kept?.copy };
  }

  /** Compresses the body (off the main thread, in zlib's pool), keeps the copy and gives it. */
  compress(body: string | Buffer, encoding: Encoding, key: Key): Promise<Buffer> {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    return new Promise((resolve, reject) =>
      compressors[encoding](bytes, (error, copy) => {
        if (error) return reject(error);
        // A text key is held as long as its copy: it is counted with it (at its UTF-8 length).
        if (this.keep(encoding, key, copy, copy.length + ('text' in key ? bytes.length : 0)) && encoding === 'br')
          this.refineLater({ key, body: bytes });
        resolve(copy);
      }),
    );
  }

  /** Keeps a copy made elsewhere (the build's own brotli copy of one of its files) and gives it. */
  keepCopy(encoding: Encoding, key: Key, copy: Buffer): Buffer {
    this.keep(encoding, key, copy, copy.length);
    return copy;
  }

  /** Settles when no kept brotli copy is waiting to be made at the best quality. */
  async refined(): Promise<void> {
    while (this.refining) await this.refining;
  }

  get size(): { copies: number; bytes: number } {
    const maps = this.allMaps();
    return { copies: maps.reduce((sum, map) => sum + map.size, 0), bytes: this.bytes };
  }

  private mapOf(encoding: Encoding, key: Key): [Map<string, Kept>, string] {
    return 'text' in key ? [this.copies[encoding].text, key.text] : [this.copies[encoding].sha1, key.sha1];
  }

  private allMaps(): Map<string, Kept>[] {
    return Object.values(this.copies).flatMap((kinds) => [kinds.text, kinds.sha1]);
  }

  /** Whether the copy was kept (not when too large, or when one is kept already). */
  private keep(encoding: Encoding, key: Key, copy: Buffer, bytes: number): boolean {
    const [map, id] = this.mapOf(encoding, key);
    if (bytes > this.maxBytes || map.has(id)) return false;
    map.set(id, { copy, bytes, used: (this.uses += 1) });
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) this.dropOldest();
    return true;
  }

  private refineLater(refinement: Refinement): void {
    if (this.refinements.length >= maxRefinementsWaiting) return;
    this.refinements.push(refinement);
    this.refining ??= this.refineAll();
  }

  /** One at a time, so that a burst of new pages takes one thread of zlib's pool, not all of them. */
  private async refineAll(): Promise<void> {
    try {
      for (let next = this.refinements.shift(); next; next = this.refinements.shift()) {
        const { key, body } = next;
        const better = await new Promise<Buffer | undefined>((resolve) =>
          refine(body, (error, copy) => resolve(error ? undefined : copy)),
        );
        const [map, id] = this.mapOf('br', key);
        const kept = map.get(id);
        // Dropped meanwhile (the cache was full): nothing to replace.
        if (!better || !kept || better.length >= kept.copy.length) continue;
        const bytes = kept.bytes - kept.copy.length + better.length;
        map.set(id, { ...kept, copy: better, bytes });
        this.bytes += bytes - kept.bytes;
      }
    } finally {
      // In the same turn as the queue was found empty: a copy kept after this starts a new round.
      this.refining = undefined;
    }
  }

  /** Drops the least recently used copy: the oldest of the first entries of every map. */
  private dropOldest(): void {
    let oldest: { map: Map<string, Kept>; id: string; kept: Kept } | undefined;
    for (const map of this.allMaps()) {
      const first = map.entries().next();
      if (!first.done && (!oldest || first.value[1].used < oldest.kept.used))
        oldest = { map, id: first.value[0], kept: first.value[1] };
    }
    if (!oldest) return;
    oldest.map.delete(oldest.id);
    this.bytes -= oldest.kept.bytes;
  }
}
