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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('popularity counters kept in memory', () => {
  test('a view counted here shows at once, without reading the database again', async () => {
    await writeDirectly('cache-a', 1, 7);
    expect((await readHits('cache-a')).get(1)).toBe(7);
    const select = vi.spyOn(await getDb(), 'select');
    expect(await incrementHits('cache-a', 1)).toBe(8);
    expect(await incrementHits('cache-a', 2)).toBe(1);
    const counts = await readHits('cache-a');
    expect(counts.get(1)).toBe(8);
    expect(counts.get(2)).toBe(1);
    expect(select).not.toHaveBeenCalled();
  });

  test('readers arriving together share one read of the database', async () => {
    await writeDirectly('cache-d', 1, 2);
    const select = vi.spyOn(await getDb(), 'select');
    const answers = await Promise.all([readHits('cache-d'), readHits('cache-d'), readHits('cache-d')]);
    expect(answers.map((counts) => counts.get(1))).toEqual([2, 2, 2]);
    expect(select).toHaveBeenCalledTimes(1);
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

  test('a view counted while a read is under way is not lost from the copy', async () => {
    await writeDirectly('cache-c', 1, 5);
    // Hold the read's rows until a view has been counted (what a database with parallel
    // connections can do): the rows predate the view.
    const db = await getDb();
    const select = db.select.bind(db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(db, 'select').mockImplementationOnce(((fields: Parameters<typeof select>[0]) => ({
      from: (table: typeof hits) => ({
        where: async (condition: Parameters<ReturnType<ReturnType<typeof select>['from']>['where']>[0]) => {
          const rows = await select(fields).from(table).where(condition);
          await gate;
          return rows;
        },
      }),
    })) as unknown as typeof db.select);
    const read = readHits('cache-c');
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(await incrementHits('cache-c', 1)).toBe(6);
    release();
    expect((await read).get(1)).toBe(6);
    expect((await readHits('cache-c')).get(1)).toBe(6);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
