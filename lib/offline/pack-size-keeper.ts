import type { PackSize } from './pack-size';

type Measure = (page: string) => Promise<PackSize | undefined>;

/**
 * The sizes of the offline packs, measured one at a time and kept for an hour.
 *
 * A measurement reads a pack's pages and files from the server itself (31 pages and 56 files for
 * an area page: half a second of the server's time when those pages are cached, three seconds when
 * they are not), and anyone may ask for any of the few hundred packs. So a size is kept an hour
 * (an estimate shown before saving; content changes rarely move it much), askers of the same pack
 * share one measurement, and only one measurement runs at a time: while it runs, a pack not yet
 * measured is `busy` (the box then shows no estimate; the button works the same). Cycling through
 * every pack costs the server at most one measurement at a time, however many ask.
 */
export function packSizeKeeper(measure: Measure, { keptMs = 60 * 60_000, maxKept = 2_000, now = Date.now } = {}) {
  const kept = new Map<string, { at: number; size: Promise<PackSize | undefined> }>();
  let measuring = false;

  return function sizeOf(page: string): Promise<PackSize | undefined> | 'busy' {
    const found = kept.get(page);
    if (found && now() - found.at < keptMs) return found.size;
    if (measuring) return 'busy';
    measuring = true;
    const size = measure(page).finally(() => {
      measuring = false;
    });
    // A failed measurement is not kept: the next asker tries again.
    size.catch(() => kept.delete(page));
    kept.delete(page);
    kept.set(page, { at: now(), size });
    for (const oldest of kept.keys()) {
      if (kept.size <= maxKept) break;
      kept.delete(oldest);
    }
    return size;
  };
}
