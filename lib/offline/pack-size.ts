import { picturesOf } from './pictures';
import { isStorablePage } from './saved-copy';
import { staticAssetsOf } from './shell';

/**
 * The size of a "Save for offline" pack before it is saved (the issue: "the size it will take").
 * The server answers `/offline-pack.json?path=…&path=…` (app/offline-pack.json/route.ts) by
 * reading each page of the pack as the browser will, then the length of every build file and
 * picture those pages name, each once: what savePack (components/offline/pack-store.ts) stores,
 * with the same rules (lib/offline/store-page.ts), measured without sending it to the visitor.
 */
export type PackSize = { bytes: number; pages: number; files: number };

/** Where the size of a pack is asked for: `?page=` the page the box is on, with its language prefix. */
export const packSizePath = '/offline-pack.json';

export function packSizeAddress(page: string): string {
  return `${packSizePath}?${new URLSearchParams({ page })}`;
}

/**
 * The page asked about, when it is a plain path of this site (`/en/lishan`, `/trails/12`); else
 * undefined (a 400). Which pages its pack holds the server works out itself (pack-for-page.ts): a
 * visitor cannot make it read pages of their choosing.
 */
export function parsePackPage(query: URLSearchParams): string | undefined {
  const pages = query.getAll('page');
  const page = pages[0];
  return pages.length === 1 && page && page.length <= 64 && /^\/[\w\-/]*$/.test(page) && !page.includes('//')
    ? page
    : undefined;
}

export function isPackSize(value: unknown): value is PackSize {
  if (typeof value !== 'object' || value === null) return false;
  const size = value as Record<string, unknown>;
  return [size.bytes, size.pages, size.files].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
}

type Fetch = (url: URL, init: RequestInit) => Promise<Response>;

/** Runs `work` over `items`, `limit` at a time (a 2-core server, and the pages may render on first use). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The length of a file as stored: its Content-Length when a HEAD gives one, else its body. */
async function fileBytes(url: URL, fetcher: Fetch): Promise<number> {
  const head = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
  if (!head.ok) return 0;
  const length = Number(head.headers.get('content-length'));
  if (Number.isInteger(length) && length > 0) return length;
  const answer = await fetcher(url, { cache: 'no-store' });
  return answer.ok ? (await answer.arrayBuffer()).byteLength : 0;
}

/**
 * Measures the pack of `paths` on `origin`: the bytes of every page a pack would keep (a page that
 * would not be kept, such as a 404, counts nothing) and of each build file and picture they name.
 */
export async function measurePack(paths: readonly string[], origin: string, fetcher: Fetch = fetch): Promise<PackSize> {
  const files = new Set<string>();
  let bytes = 0;
  let pages = 0;
  await eachLimited(paths, 4, async (path) => {
    const response = await fetcher(new URL(path, origin), { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!isStorablePage(response.status, response.headers)) return;
    const body = await response.arrayBuffer();
    const html = new TextDecoder().decode(body);
    bytes += body.byteLength;
    pages += 1;
    for (const file of [...staticAssetsOf(html), ...picturesOf(html)]) files.add(file);
  });
  await eachLimited([...files], 6, async (file) => {
    // Not `bytes += await …`: that reads the total before waiting, and the files are measured side by side.
    const length = await fileBytes(new URL(file, origin), fetcher);
    bytes += length;
  });
  return { bytes, pages, files: files.size };
}
