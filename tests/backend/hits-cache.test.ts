import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { incrementHits, readHits } from '@/lib/backend/db/hits';
import { hits } from '@/lib/backend/db/schema';

// Rows written behind the cache's back, as another instance sharing the database would.
async function writeDirectly(resource: string, itemId: number, count: number) {
  const db = await getDb();
  await db
    .insert(hits)
    .values({ resource, itemId, count })
    .onConflictDoUpdate({ target: [hits.resource, hits.itemId], set: { count: sql`${count}` } });
}

afterEach(() => vi.useRealTimers());

describe('popularity counters kept in memory', () => {
  test('a view counted here shows at once, without reading the database again', async () => {
    await writeDirectly('cache-a', 1, 7);
    expect((await readHits('cache-a')).get(1)).toBe(7);
    expect(await incrementHits('cache-a', 1)).toBe(8);
    expect(await incrementHits('cache-a', 2)).toBe(1);
    const counts = await readHits('cache-a');
    expect(counts.get(1)).toBe(8);
    expect(counts.get(2)).toBe(1);
  });

  test('the copy is reused for 30 seconds, then read again (other writers are seen within that time)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await writeDirectly('cache-b', 1, 3);
    expect((await readHits('cache-b')).get(1)).toBe(3);
    await writeDirectly('cache-b', 1, 40);
    expect((await readHits('cache-b')).get(1)).toBe(3);
    vi.setSystemTime(Date.now() + 30_001);
    expect((await readHits('cache-b')).get(1)).toBe(40);
  });

  test('a read that overlapped a view is not kept, so the view is never lost from the copy', async () => {
    await writeDirectly('cache-c', 1, 5);
    // Hold the read's rows until a view has been counted (what a database with parallel
    // connections can do): the rows predate the view.
    const db = await getDb();
    const select = db.select.bind(db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(db, 'select').mockImplementationOnce(((fields: Parameters<typeof select>[0]) => ({
      from: (table: typeof hits) => ({
        where: async (condition: Parameters<ReturnType<ReturnType<typeof select>['from']>['where']>[0]) => {
          const rows = await select(fields).from(table).where(condition);
          await gate;
          return rows;
        },
      }),
    })) as unknown as typeof db.select);
    const read = readHits('cache-c');
    await vi.waitFor(() => expect(db.select).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await incrementHits('cache-c', 1)).toBe(6);
    release();
    expect((await read).get(1)).toBe(5);
    expect((await readHits('cache-c')).get(1)).toBe(6);
  });
});
