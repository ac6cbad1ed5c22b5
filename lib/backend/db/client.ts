import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getEnv } from '@/lib/env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const migrationsFolder = path.join(process.cwd(), 'lib/backend/db/migrations');

// Next bundles route handlers and pages separately, so a module-level singleton could exist
// twice in one process; two PGlite instances on one folder would corrupt it. Keep it on globalThis.
const globalKey = Symbol.for('trimt.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Db> };

/** The database, migrated on first use: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export function getDb(): Promise<Db> {
  const store = globalThis as GlobalWithDb;
  store[globalKey] ??= openDb().catch((error: unknown) => {
    delete store[globalKey];
    throw error;
  });
  return store[globalKey];
}

async function openDb(): Promise<Db> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle({ client: new Pool({ connectionString: env.DATABASE_URL, max: 10 }), schema });
    await migrate(db, { migrationsFolder });
    return db as unknown as Db;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = env.PGLITE_DIR;
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = drizzle({ client: new PGlite(dataDir), schema });
  await migrate(db, { migrationsFolder });
  return db as unknown as Db;
}
