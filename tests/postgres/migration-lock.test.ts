import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { migratePostgres, migrationLockKey } from '@/lib/backend/db/migrate-postgres';
import { databaseUrl } from '../support/postgres-server';

const migrationsFolder = path.resolve('lib/backend/db/migrations');
const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

const adminUrl = inject('postgresAdminUrl');
const pools: pg.Pool[] = [];

/** A new empty database, and a connection pool to it as one server would open (lib/backend/db/client.ts). */
async function emptyDatabase(): Promise<string> {
  const name = `migrations_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return databaseUrl(adminUrl, name);
}

function server(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe('migrations on PostgreSQL when several servers start', () => {
  test('two servers starting together on an empty database both start, and each migration is applied once', async () => {
    const url = await emptyDatabase();

    await Promise.all([migratePostgres(server(url), migrationsFolder), migratePostgres(server(url), migrationsFolder)]);

    const applied = await server(url).query('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied.rowCount).toBe(migrationCount);
    expect(new Set(applied.rows.map((row: { hash: string }) => row.hash)).size).toBe(migrationCount);
  });

  test('a server waits on the advisory lock while another one is migrating, then finds the work done', async () => {
    const url = await emptyDatabase();
    const other = await server(url).connect();
    await other.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);

    let finished = false;
    const migrating = migratePostgres(server(url), migrationsFolder).then(() => (finished = true));
    const observer = server(url);
    let waiting = 0;
    while (waiting === 0) {
      // A bigint key below 2^31 shows in pg_locks as objid (the high half, classid, is 0).
      const locks = await observer.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
        [migrationLockKey],
      );
      waiting = locks.rowCount ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const finishedWhileWaiting = finished;
    const tablesWhileWaiting = await observer.query("SELECT to_regclass('drizzle.__drizzle_migrations') AS table");
    await other.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    other.release();
    await migrating;

    expect(finishedWhileWaiting).toBe(false);
    expect(tablesWhileWaiting.rows[0].table).toBeNull();
    expect(finished).toBe(true);
    const applied = await observer.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    expect(applied.rows[0].count).toBe(migrationCount);
  });
});
