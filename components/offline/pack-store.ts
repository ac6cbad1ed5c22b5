import { offlineCaches, packIndexKey } from '@/lib/offline/cache-names';
import { parsePackIndex, withoutPack, withPack, type SavedPack } from '@/lib/offline/save-pack';
import { storePage } from '@/lib/offline/store-page';
import { announcePacksChanged } from './browser-state';

/**
 * The browser side of "Save for offline": the pages, their build files and their pictures go into
 * the packs cache (the service worker serves them when the network fails; the photo budget of
 * visited pages never touches it), the list of packs into localStorage. Pages are fetched one
 * at a time: on a weak signal parallel downloads only slow each other, and the order of the list
 * puts the most needed pages first.
 */
export function readPacks(): SavedPack[] {
  try {
    return parsePackIndex(window.localStorage.getItem(packIndexKey));
  } catch {
    return [];
  }
}

function writePacks(packs: SavedPack[]): void {
  window.localStorage.setItem(packIndexKey, JSON.stringify(packs));
  announcePacksChanged();
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
      // A page that no longer exists (404) is skipped; it is not a reason to stop the pack.
      const stored = await storePage(path, cache, cache, { pictures: true });
      if (stored) {
        for (const url of [path, ...stored.files]) if (!urls.includes(url)) urls.push(url);
        progress.bytes += stored.bytes;
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
