import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getEnv } from '@/lib/env';
import { lockDatabaseFolder, unlockDatabaseFolder } from './folder-lock';
import * as schema from './schema';
import { embeddedStartParams } from './embedded-settings';
import { keepWasmOnBaselineCompiler } from './wasm-compiler';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const migrationsFolder = path.join(process.cwd(), 'lib/backend/db/migrations');

type Opened = { db: Db; close: () => Promise<void> };

// Next bundles route handlers and pages separately, so a module-level singleton could exist
// twice in one process; two PGlite instances on one folder would corrupt it. Keep it on globalThis.
const globalKey = Symbol.for('trimt.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Opened> };

/** The database, migrated on first use: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export async function getDb(): Promise<Db> {
  const store = globalThis as GlobalWithDb;
  store[globalKey] ??= openDb().catch((error: unknown) => {
    delete store[globalKey];
    throw error;
  });
  return (await store[globalKey]).db;
}

/** Closes the database (and frees PGlite's folder for another process); the next getDb opens it again. */
export async function closeDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const pending = store[globalKey];
  delete store[globalKey];
  const opened = await pending?.catch(() => undefined);
  await opened?.close();
}

async function openDb(): Promise<Opened> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migratePostgres } = await import('./migrate-postgres');
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    try {
      await migratePostgres(pool, migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: drizzle({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  keepWasmOnBaselineCompiler();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = env.PGLITE_DIR;
  const onDisk = !dataDir.startsWith('memory://');
  const options = { startParams: embeddedStartParams(PGlite.defaultStartParams) };
  // Normally taken at server start already (lib/server/check-database-at-start.ts); scripts and
  // `next dev` get here first. Either way no PGlite opens a folder that another process holds.
  if (onDisk) await lockDatabaseFolder(dataDir);
  // A new folder is created and migrated by an instance of its own, closed before the one that
  // serves opens: PGlite's WebAssembly memory only grows, and creating the cluster (initdb) and
  // the first migrations left the server at 1.28 GB of RSS after its warm-up, against 0.87 GB
  // this way (0.79 GB on any later start, when the folder exists; measured on this machine).
  if (onDisk && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const creator = new PGlite(dataDir, options);
    await migrate(drizzle({ client: creator, schema }), { migrationsFolder });
    await creator.close();
  }
  const client = new PGlite(dataDir, options);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  const close = async () => {
    await client.close();
    if (onDisk) await unlockDatabaseFolder(dataDir);
  };
  return { db: db as unknown as Db, close };
}
