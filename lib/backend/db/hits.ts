import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from './client';
import { hits } from './schema';

/**
 * Popularity counters are read on every page (the menu's top five attractions, list order) but
 * written only when a detail is opened. Reading them from the database each time was about 9 % of
 * a rendered page's CPU (profile of /attractions under load), so each resource's counters are kept
 * here once read: `incrementHits` updates the copy with the database's new total, which keeps it
 * exact while this process is the database's only writer (the embedded PGlite). The copy is
 * re-read after `freshForMs`, which bounds how stale it can get when other instances share a
 * PostgreSQL database. On globalThis for the same reason as the database (two bundles, one process).
 */
const freshForMs = 30_000;
const cacheKey = Symbol.for('trimt.hits-cache');
type Cached = { readAt: number; counts: Map<number, number> };
/** `writes` counts increments per resource, so a read that overlapped one is not kept (it may predate it). */
type HitsCache = { entries: Map<string, Cached>; writes: Map<string, number> };
type GlobalWithCache = typeof globalThis & { [cacheKey]?: HitsCache };

function cache(): HitsCache {
  const store = globalThis as GlobalWithCache;
  return (store[cacheKey] ??= { entries: new Map(), writes: new Map() });
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
  const { entries, writes } = cache();
  entries.get(resource)?.counts.set(itemId, count);
  writes.set(resource, (writes.get(resource) ?? 0) + 1);
  return count;
}

/** Every counter of a resource, by item id. */
export async function readHits(resource: string): Promise<ReadonlyMap<number, number>> {
  const { entries, writes } = cache();
  const cached = entries.get(resource);
  if (cached && Date.now() - cached.readAt < freshForMs) return cached.counts;
  const writesBefore = writes.get(resource) ?? 0;
  const readAt = Date.now();
  const db = await getDb();
  const rows = await db.select({ itemId: hits.itemId, count: hits.count }).from(hits).where(eq(hits.resource, resource));
  const counts = new Map(rows.map((row) => [row.itemId, row.count]));
  if ((writes.get(resource) ?? 0) === writesBefore) entries.set(resource, { readAt, counts });
  return counts;
}
