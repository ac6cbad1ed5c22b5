import { savedAtHeader } from './cache-names';
import { picturesOf } from './pictures';
import { isStorablePage } from './saved-copy';
import { staticAssetsOf } from './shell';

/**
 * Fetches a page and keeps it in `pages`, stamped with the time, with the build files its HTML
 * names in `assets` (those already kept anywhere are not fetched again), so that it also looks and
 * works right without a signal; with `pictures`, the pictures it shows too (lib/offline/pictures.ts),
 * as "Save for offline" does. Used by the worker (the shell at install), by the page the worker
 * arrived on, and by "Save for offline". Runs in a window or in the worker: only fetch and caches.
 * Undefined when the answer is not a page to keep (a 404, a personal page); throws when offline.
 * `bytes` counts what this call stored; `files` names every file the page needs, stored now or before.
 */
export async function storePage(
  url: string,
  pages: Cache,
  assets: Cache,
  options: { pictures?: boolean } = {},
): Promise<{ bytes: number; files: string[] } | undefined> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!isStorablePage(response.status, response.headers)) return undefined;
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(savedAtHeader, new Date().toISOString());
  await pages.put(url, new Response(body, { status: 200, headers }));
  let bytes = body.size;
  const html = await body.text();
  const files = [...staticAssetsOf(html), ...(options.pictures ? picturesOf(html) : [])];
  for (const file of files) bytes += await storeAsset(file, assets);
  return { bytes, files };
}

/** Build files being fetched now, by address: pages stored side by side share one fetch of each. */
const inFlight = new Map<string, Promise<number>>();

/**
 * Keeps one build file in `assets` unless it is there already; the bytes stored by this call (0
 * when it was kept before or by another page's call). The shell's twelve pages are stored at once
 * and name the same files: without this each fetched every file again (seen in a trace of the
 * worker's install: the same style sheet asked for ten times).
 */
export function storeAsset(file: string, assets: Cache): Promise<number> {
  const pending = inFlight.get(file);
  if (pending) return pending.then(() => 0);
  const storing = (async () => {
    if (await assets.match(file)) return 0;
    const answer = await fetch(file);
    if (!answer.ok) return 0;
    const data = await answer.blob();
    await assets.put(file, new Response(data, { status: 200, headers: answer.headers }));
    return data.size;
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, storing);
  return storing;
}
