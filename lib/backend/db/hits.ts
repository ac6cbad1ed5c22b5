import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from './client';
import { hits } from './schema';

/**
 * Popularity counters are read on every page (the menu's top five attractions, list order) but
 * written only when a detail is opened. Reading them from the database each time was about 9 % of
 * a rendered page's CPU (profile of /attractions under load), so each resource's counters are kept
 * here once read, and re-read after `freshForMs` (which bounds how stale they can get when other
 * instances share a PostgreSQL database). Counters only grow, so every total this process learns
 * from a counted view is merged in by maximum: into the kept copy, and into a read that was already
 * under way (its rows may predate the view). Concurrent readers share one read. On globalThis for
 * the same reason as the database: two bundles, one process.
 */
const freshForMs = 30_000;
const cacheKey = Symbol.for('trimt.hits-cache');
type Counts = Map<number, number>;
type HitsCache = {
  kept: Map<string, { readAt: number; counts: Counts }>;
  reading: Map<string, Promise<Counts>>;
  /** The highest total seen per item from views counted here (bounded by the number of items). */
  counted: Map<string, Counts>;
};
type GlobalWithCache = typeof globalThis & { [cacheKey]?: HitsCache };

function cache(): HitsCache {
  const store = globalThis as GlobalWithCache;
  return (store[cacheKey] ??= { kept: new Map(), reading: new Map(), counted: new Map() });
}

function raise(counts: Counts, itemId: number, count: number): void {
  if (count > (counts.get(itemId) ?? 0)) counts.set(itemId, count);
}

/** Counts one view of an item and returns the new total. */
export async function incrementHits(resource: string, itemId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(hits)
    .values({ resource, itemId, count: 1 })
    .onConflictDoUpdate({
      target: [hits.resource, hits.itemId],
      set: { count: sql`${hits.count} + 1`, updatedAt: sql`now()` },
    })
    .returning({ count: hits.count });
  const count = row?.count ?? 0;
  const { kept, counted } = cache();
  if (!counted.has(resource)) counted.set(resource, new Map());
  raise(counted.get(resource)!, itemId, count);
  const copy = kept.get(resource);
  if (copy) raise(copy.counts, itemId, count);
  return count;
}

/** Every counter of a resource, by item id. */
export async function readHits(resource: string): Promise<ReadonlyMap<number, number>> {
  const { kept, reading } = cache();
  const copy = kept.get(resource);
  if (copy && Date.now() - copy.readAt < freshForMs) return copy.counts;
  let read = reading.get(resource);
  if (!read) {
    read = readFromDb(resource).finally(() => reading.delete(resource));
    reading.set(resource, read);
  }
  return read;
}

async function readFromDb(resource: string): Promise<Counts> {
  const { kept, counted } = cache();
  const readAt = Date.now();
  const db = await getDb();
  const rows = await db
    .select({ itemId: hits.itemId, count: hits.count })
    .from(hits)
    .where(eq(hits.resource, resource));
  const counts: Counts = new Map(rows.map((row) => [row.itemId, row.count]));
  for (const [itemId, count] of counted.get(resource) ?? []) raise(counts, itemId, count);
  kept.set(resource, { readAt, counts });
  return counts;
}
