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
  for (const file of files) {
    if (await assets.match(file)) continue;
    const answer = await fetch(file);
    if (!answer.ok) continue;
    const data = await answer.blob();
    await assets.put(file, new Response(data, { status: 200, headers: answer.headers }));
    bytes += data.size;
  }
  return { bytes, files };
}
