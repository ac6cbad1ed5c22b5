import { gzipSync } from 'node:zlib';

/**
 * Fetching pages, weighing their HTML and reading attributes out of it. A regex reader is enough
 * here: it only ever reads Next's own, well-formed output, and avoids adding an HTML parser dependency.
 */

export type Attributes = Map<string, string>;

const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of every `<tag …>` in the document (names lower-cased). */
export function tagAttributes(html: string, tag: string): Attributes[] {
  const result: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Attributes = new Map();
    for (const attr of (match[1] ?? '').matchAll(ATTRIBUTE)) {
      const name = attr[1];
      if (name) attributes.set(name.toLowerCase(), decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ''));
    }
    result.push(attributes);
  }
  return result;
}

/** URLs of a `srcset` / `imagesrcset` value (descriptors dropped). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

export interface FetchedPage {
  status: number;
  html: string;
  /** Until the whole body arrived. */
  ms: number;
  headers: Headers;
}

export async function fetchPage(url: string, init: RequestInit = {}): Promise<FetchedPage> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000), ...init });
  const html = await res.text();
  return { status: res.status, html, ms: Math.round(performance.now() - started), headers: res.headers };
}

export interface HtmlWeight {
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The document's size as sent without and with compression. gzip at zlib's default level 6, the
 * level `next start` compresses with (the `compression` package's default), so the figure is what
 * a visitor downloads; recomputed here because fetch() hides the wire size once it decompresses.
 */
export function htmlWeight(html: string): HtmlWeight {
  const raw = Buffer.from(html, 'utf8');
  return { rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 6 }).length };
}

/** Runs `job` over `items` with at most `limit` in flight, so a warm-up cannot swamp the server. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await job(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
