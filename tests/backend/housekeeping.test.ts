import { describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { idempotencyKeys, rateLimits } from '@/lib/backend/db/schema';
import { pruneIdempotencyKeys } from '@/lib/backend/security/idempotency';
import { consumeRateLimit, countInWindow, pruneRateLimits } from '@/lib/backend/security/rate-limit';

describe('stored protection rows do not pile up', () => {
  test('rate-limit windows before the given time are deleted, the current one kept', async () => {
    const now = new Date('2026-11-23T10:05:00Z');
    await consumeRateLimit('prune-test:old', 5, 600, new Date('2026-11-23T08:00:00Z'));
    await consumeRateLimit('prune-test:now', 5, 600, now);
    await pruneRateLimits(new Date('2026-11-23T09:50:00Z'));
    const keys = (await (await getDb()).select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('prune-test:now');
    expect(keys).not.toContain('prune-test:old');
  });

  test('a sweep made by a 10-minute counter keeps the current window of a 30-minute one', async () => {
    // The views cap counts per 30 minutes; the other limits sweep the shared table every so often.
    const windowStart = new Date('2026-11-23T10:00:00Z');
    const minute25 = new Date('2026-11-23T10:25:30Z');
    expect(await countInWindow('sweep-test:long', 1800, windowStart)).toBe(1);
    const sweep = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      await countInWindow('sweep-test:short', 600, minute25);
    } finally {
      sweep.mockRestore();
    }
    expect(await countInWindow('sweep-test:long', 1800, minute25)).toBe(2);
  });

  test('a counter whose window is longer than the sweep keeps is refused, not silently cut short', async () => {
    await expect(countInWindow('sweep-test:hour', 3600)).rejects.toThrow(/longer than the 1800 s swept for/);
    expect(await countInWindow('sweep-test:half-hour', 1800)).toBe(1);
  });

  test('idempotency answers older than the cut-off are deleted', async () => {
    const db = await getDb();
    await db.insert(idempotencyKeys).values([
      { key: 'prune:old', status: 200, body: {}, createdAt: new Date(Date.now() - 2 * 86_400_000) },
      { key: 'prune:new', status: 200, body: {} },
    ]);
    await pruneIdempotencyKeys(new Date(Date.now() - 86_400_000));
    const keys = (await db.select().from(idempotencyKeys)).map((row) => row.key);
    expect(keys).toContain('prune:new');
    expect(keys).not.toContain('prune:old');
  });
});
