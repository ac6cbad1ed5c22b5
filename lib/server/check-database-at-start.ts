import { lockDatabaseFolder } from '@/lib/backend/db/folder-lock';
import { getEnv } from '@/lib/env';

/**
 * A second server pointed at the same PGlite folder refuses to start, naming the folder and what
 * to do instead, rather than answering every write with a 500 (or damaging the database) later.
 * The lock taken here is held until the process ends; the database itself still opens on first
 * use (lib/backend/db/client.ts), where the same lock is found already held.
 *
 * Nothing to hold with PostgreSQL (DATABASE_URL: shared by design) or a `memory://` database; nor
 * when BACKEND_ORIGIN sends every backend call elsewhere, so front-end-only servers sharing one
 * working folder do not refuse each other over a database they never open.
 */
export async function checkDatabaseAtStart(
  exit: (code: number) => never = process.exit,
  report: (message: string) => void = console.error,
): Promise<void> {
  const env = getEnv();
  if (env.DATABASE_URL || env.BACKEND_ORIGIN || env.PGLITE_DIR.startsWith('memory://')) return;
  try {
    await lockDatabaseFolder(env.PGLITE_DIR);
  } catch (error) {
    report(error instanceof Error ? error.message : String(error));
    exit(1);
  }
}
