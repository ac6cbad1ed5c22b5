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
  warn: (message: string) => void = console.warn,
): Promise<void> {
  const env = getEnv();
  if (env.DATABASE_URL || env.BACKEND_ORIGIN || env.PGLITE_DIR.startsWith('memory://')) return;
  try {
    await lockDatabaseFolder(env.PGLITE_DIR);
  } catch (error) {
    report(error instanceof Error ? error.message : String(error));
    exit(1);
  }
  const warning = durabilityWarning(env);
  if (warning) warn(warning);
}

/**
 * What a production server on the embedded database is told at start: PGlite does not flush its
 * writes to disk one by one, so a power cut or a crash of the machine can lose submissions the
 * visitors were already told were received. Fine for one machine that is shut down cleanly; for
 * the office's real service, PostgreSQL.
 */
export function durabilityWarning(env: {
  SITE_ENV: string;
  DATABASE_URL?: string;
  BACKEND_ORIGIN?: string;
  PGLITE_DIR: string;
}): string | undefined {
  if (env.SITE_ENV !== 'production' || env.DATABASE_URL || env.BACKEND_ORIGIN || env.PGLITE_DIR.startsWith('memory://'))
    return undefined;
  return [
    `Warning: this production server keeps what visitors send in the embedded PGlite database (${env.PGLITE_DIR}).`,
    'PGlite does not flush each write to disk: a power cut or a machine crash can lose submissions that visitors were',
    'already told were received. Set DATABASE_URL to a PostgreSQL database for the real service (README: "Running several servers").',
  ].join('\n');
}
