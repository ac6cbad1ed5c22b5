/** One stored photo, as the worker's index records it. */
export type ImageEntry = { url: string; bytes: number; lastUsed: number };

/**
 * Which photos to drop so the rest fit in `budget` bytes: the least recently used first (LRU),
 * ties broken by URL so the choice is stable. A single photo larger than the budget is dropped too.
 */
export function imagesToEvict(entries: readonly ImageEntry[], budget: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  if (total <= budget) return [];
  const oldestFirst = [...entries].sort((a, b) => a.lastUsed - b.lastUsed || a.url.localeCompare(b.url));
  const evicted: string[] = [];
  for (const entry of oldestFirst) {
    if (total <= budget) break;
    evicted.push(entry.url);
    total -= entry.bytes;
  }
  return evicted;
}

/** The index after a photo was stored or shown again (its size kept when unknown now). */
export function touchImage(entries: readonly ImageEntry[], url: string, now: number, bytes?: number): ImageEntry[] {
  const previous = entries.find((entry) => entry.url === url);
  const rest = entries.filter((entry) => entry.url !== url);
  return [...rest, { url, bytes: bytes ?? previous?.bytes ?? 0, lastUsed: now }];
}
