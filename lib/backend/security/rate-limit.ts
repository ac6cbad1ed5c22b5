import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiHttpError } from '../http';

/**
 * Counts one request of `key` in the current fixed window and refuses it (429) past `limit`.
 * The counter lives in the database, so the limit holds across every server instance.
 */
export async function consumeRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<void> {
  if ((await countInWindow(key, windowSeconds, now)) > limit)
    throw new ApiHttpError(429, 'Too many requests. Please wait a few minutes and try again.');
}

/**
 * The longest window any counter uses (the view counter's 30 minutes). Every counter shares the
 * table, and a sweep deletes the windows of every key at once: only windows that ended before the
 * longest one could have are old for all of them.
 */
export const longestWindowSeconds = 1800;

/** Counts one event of `key` in the current fixed window and answers how many it has now (this one included). */
export async function countInWindow(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  if (windowSeconds > longestWindowSeconds)
    throw new Error(
      `A rate-limit window of ${windowSeconds} s is longer than the ${longestWindowSeconds} s swept for.`,
    );
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows count for nothing; about one request in fifty sweeps them away — those of every
  // key, so only windows older than the longest any key uses (a 10-minute counter's sweep must not
  // reset a 30-minute one).
  if (Math.random() < 0.02) await pruneRateLimits(new Date(now.getTime() - 2 * longestWindowSeconds * 1000));
  return row?.count ?? 0;
}

/** Deletes the counters of windows that started before `before`. */
export async function pruneRateLimits(before: Date): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
