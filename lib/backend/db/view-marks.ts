import 'server-only';
import { lt, lte } from 'drizzle-orm';
import { getDb } from './client';
import { incrementHits } from './hits';
import { viewMarks } from './schema';

/** How long one visitor's view of one item counts once: a reload or a return within it adds nothing. */
export const viewWindowMs = 30 * 60_000;

/**
 * Counts one view of an item unless this visitor's view of it was counted in the last window;
 * answers whether it counted. The mark is one statement (insert, or renew only if expired), so two
 * servers racing on the same visitor and item count it once. `admit`, asked only for a visitor not
 * yet marked, may still decline the view (too many visitors of this item from one address).
 */
export async function countViewOnce(
  resource: string,
  itemId: number,
  visitor: string,
  { now = new Date(), admit }: { now?: Date; admit?: () => Promise<boolean> } = {},
): Promise<boolean> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + viewWindowMs);
  const marked = await db
    .insert(viewMarks)
    .values({ visitor, resource, itemId, expiresAt })
    .onConflictDoUpdate({
      target: [viewMarks.visitor, viewMarks.resource, viewMarks.itemId],
      set: { expiresAt },
      setWhere: lte(viewMarks.expiresAt, now),
    })
    .returning({ visitor: viewMarks.visitor });
  // Expired marks count for nothing; about one view in fifty sweeps them away.
  if (Math.random() < 0.02) await pruneViewMarks(now);
  if (marked.length === 0 || (admit && !(await admit()))) return false;
  await incrementHits(resource, itemId);
  return true;
}

/** Deletes the marks that expired before `before`. */
export async function pruneViewMarks(before: Date): Promise<void> {
  const db = await getDb();
  await db.delete(viewMarks).where(lt(viewMarks.expiresAt, before));
}
