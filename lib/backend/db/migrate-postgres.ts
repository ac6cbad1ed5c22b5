import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

/**
 * Key of the session-level advisory lock every server of this site takes around its migrations
 * ("trmt" in ASCII). Fixed forever: servers of two releases must still exclude each other.
 */
export const migrationLockKey = 0x74726d74;

/**
 * Applies the migrations on one dedicated connection while holding the advisory lock, so servers
 * that start together take turns: without it two of them race on drizzle's bookkeeping table
 * (`CREATE SCHEMA/TABLE IF NOT EXISTS` collide) and could both apply the same migration. The
 * second one in finds everything applied and only reads the table.
 */
export async function migratePostgres(pool: Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let healthy = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
    healthy = true;
  } finally {
    // A connection whose unlock failed is closed instead of pooled: ending the session drops the lock.
    client.release(!healthy);
  }
}
