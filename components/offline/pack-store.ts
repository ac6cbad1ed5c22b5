import { offlineCaches, packIndexKey, savedAtHeader } from '@/lib/offline/cache-names';
import { parsePackIndex, withoutPack, withPack, type SavedPack } from '@/lib/offline/save-pack';
import { isStorablePage } from '@/lib/offline/saved-copy';
import { staticAssetsOf } from '@/lib/offline/shell';

/**
 * The browser side of "Save for offline": the pages go into the packs cache (the service worker
 * serves them when the network fails), the list of packs into localStorage. Pages are fetched one
 * at a time: on a weak signal parallel downloads only slow each other, and the order of the list
 * puts the most needed pages first.
 */
export function canSavePacks(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

export function readPacks(): SavedPack[] {
  try {
    return parsePackIndex(window.localStorage.getItem(packIndexKey));
  } catch {
    return [];
  }
}

function writePacks(packs: SavedPack[]): void {
  window.localStorage.setItem(packIndexKey, JSON.stringify(packs));
}

export type SaveProgress = { done: number; total: number; bytes: number };

/** Saves `paths`; stops at the first page that cannot be fetched, keeping what was saved (a partial pack). */
export async function savePack(
  page: string,
  title: string,
  paths: readonly string[],
  onProgress: (progress: SaveProgress) => void,
): Promise<{ complete: boolean; progress: SaveProgress }> {
  const cache = await caches.open(offlineCaches.packs);
  const urls: string[] = [];
  const progress: SaveProgress = { done: 0, total: paths.length, bytes: 0 };
  let complete = true;
  try {
    for (const path of paths) {
      const response = await fetch(path, { credentials: 'same-origin', cache: 'no-cache' });
      // A page that no longer exists (404) is skipped; it is not a reason to stop the pack.
      if (isStorablePage(response.status, response.headers)) {
        const body = await response.blob();
        const headers = new Headers(response.headers);
        headers.set(savedAtHeader, new Date().toISOString());
        await cache.put(path, new Response(body, { status: 200, headers }));
        urls.push(path);
        progress.bytes += body.size;
        for (const asset of staticAssetsOf(await body.text())) {
          if (urls.includes(asset) || (await cache.match(asset))) {
            if (!urls.includes(asset)) urls.push(asset);
            continue;
          }
          const file = await fetch(asset);
          if (!file.ok) continue;
          const data = await file.blob();
          await cache.put(asset, new Response(data, { headers: file.headers }));
          urls.push(asset);
          progress.bytes += data.size;
        }
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  } catch {
    complete = false;
  }
  if (urls.length > 0)
    writePacks(withPack(readPacks(), { page, title, savedAt: new Date().toISOString(), bytes: progress.bytes, urls }));
  return { complete, progress };
}

/** Removes a pack; files another pack still uses stay. */
export async function removePack(page: string): Promise<SavedPack[]> {
  const { index, orphans } = withoutPack(readPacks(), page);
  const cache = await caches.open(offlineCaches.packs);
  await Promise.all(orphans.map((url) => cache.delete(url)));
  writePacks(index);
  return index;
}
