import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeDb, getDb } from '@/lib/backend/db/client';
import { resetEnvForTests } from '@/lib/env';

/**
 * The embedded database in a folder that does not exist yet (the first `npm run setup`): created
 * and migrated by an instance of its own that is closed again (PGlite's memory only grows), then
 * opened for the server. What is written stays across a close and a new start.
 */
describe('PGlite in a new folder', () => {
  let folder: string;
  const previous = { dir: process.env.PGLITE_DIR, url: process.env.DATABASE_URL };

  beforeAll(async () => {
    folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'trimt-new-db-')), 'data');
    process.env.PGLITE_DIR = folder;
    process.env.DATABASE_URL = '';
    resetEnvForTests();
  });
  afterAll(async () => {
    await closeDb();
    process.env.PGLITE_DIR = previous.dir;
    process.env.DATABASE_URL = previous.url;
    resetEnvForTests();
    await rm(path.dirname(folder), { recursive: true, force: true });
  });

  test('is created, migrated and kept', async () => {
    expect(existsSync(folder)).toBe(false);
    const db = await getDb();
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
    await db.execute(sql`insert into secrets (name, value) values ('new-folder-check', 'kept')`);
    await closeDb();
    const again = await getDb();
    const rows = await again.execute(sql`select value from secrets where name = 'new-folder-check'`);
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: 'kept' }]);
  }, 60_000);
});
