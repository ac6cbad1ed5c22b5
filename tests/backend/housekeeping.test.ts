import { describe, expect, test } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { idempotencyKeys, rateLimits } from '@/lib/backend/db/schema';
import { pruneIdempotencyKeys } from '@/lib/backend/security/idempotency';
import { consumeRateLimit, pruneRateLimits } from '@/lib/backend/security/rate-limit';

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
