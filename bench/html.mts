/**
 * Fetching pages and reading attributes out of their HTML. A regex reader is enough here: it
 * only ever reads Next's own, well-formed output, and avoids adding an HTML parser dependency.
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

export async function fetchPage(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const html = await res.text();
  return { status: res.status, html, ms: Math.round(performance.now() - started) };
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
