import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/backend/db/client';
import { databaseUrl, templateDatabase } from './postgres-server';

/**
 * Setup file of the vitest project "postgres": each test file gets a database of its own, copied
 * from the migrated template, as each file gets its own `memory://` PGlite in the other project
 * (every file runs in a fresh worker, and the database lives on that worker's globalThis).
 * The server code still runs its migrations at first use, against the advisory lock, and finds
 * them applied. Databases are not dropped: the whole cluster is deleted at the end of the run.
 */
const adminUrl = inject('postgresAdminUrl');
const database = `test_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client(adminUrl);
await admin.connect();
try {
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${templateDatabase}`);
} finally {
  await admin.end();
}
process.env.DATABASE_URL = databaseUrl(adminUrl, database);

afterAll(async () => {
  // An open pool would keep the worker alive after its last test.
  await closeDb();
});
