import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from './client';
import { hits } from './schema';

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
  return row?.count ?? 0;
}

/** Every counter of a resource, by item id. */
export async function readHits(resource: string): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db.select({ itemId: hits.itemId, count: hits.count }).from(hits).where(eq(hits.resource, resource));
  return new Map(rows.map((row) => [row.itemId, row.count]));
}
