import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { holdWithFlock, type LockAttempt } from './flock-holder';
import { holdWithPidFile } from './pid-file-lock';

/** Inside the folder, so servers that mount one volume at different paths still meet on it. */
export const lockFileName = 'trimt-server.lock';
const pidFileName = 'trimt-server.pid';

/**
 * PGlite is PostgreSQL in single-user mode: a second process opening the same folder corrupts it
 * (electric-sql/pglite#709, #1106), and PGlite itself takes no lock. So one process holds the
 * folder for its whole life and any other is refused with a message that says what to do.
 */
export class DatabaseFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    holder: string,
  ) {
    super(
      `The embedded database folder ${folder} (PGLITE_DIR) is already in use by another process` +
        `${holder ? ` (${holder})` : ''}. PGlite allows one process per folder, and a second one would damage it. ` +
        'Stop the other process or give this one its own PGLITE_DIR; to run several servers, set DATABASE_URL ' +
        'to one PostgreSQL database that they all share (README: "Running several servers").',
    );
    this.name = 'DatabaseFolderInUseError';
  }
}

// Next may load this module twice in one process (route handlers and pages are bundled apart);
// the held locks must be shared, or the process would refuse itself.
const globalKey = Symbol.for('trimt.db.folder-locks');
type Held = { release: () => Promise<void> };
type GlobalWithLocks = typeof globalThis & { [globalKey]?: Map<string, Promise<Held>> };

function heldLocks(): Map<string, Promise<Held>> {
  const store = globalThis as GlobalWithLocks;
  return (store[globalKey] ??= new Map());
}

/**
 * Makes this process the only one using `folder` (created if missing) until it exits or
 * unlocks it; calling it again in the same process is a no-op.
 * @throws DatabaseFolderInUseError when another live process holds it.
 */
export async function lockDatabaseFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const key = await realpath(folder);
  const locks = heldLocks();
  let pending = locks.get(key);
  if (!pending) {
    pending = takeFolder(key);
    locks.set(key, pending);
    pending.catch(() => locks.delete(key));
  }
  await pending;
}

/** Lets another process have the folder (after the database in it is closed). */
export async function unlockDatabaseFolder(folder: string): Promise<void> {
  const key = await realpath(folder).catch(() => path.resolve(folder));
  const locks = heldLocks();
  const pending = locks.get(key);
  locks.delete(key);
  const held = await pending?.catch(() => undefined);
  await held?.release();
}

/** Retries for a moment: the lock of a process killed just now is dropped a few ms after it dies. */
const attempts = 4;
const retryDelayMs = 250;

async function takeFolder(folder: string): Promise<Held> {
  const lockFile = path.join(folder, lockFileName);
  for (let attempt = 1; ; attempt++) {
    const taken = await takeOnce(folder);
    if (taken.status === 'held') {
      // The holder's details are for the refusal message only: the lock itself is the kernel's.
      await writeFile(lockFile, `pid ${process.pid} on ${os.hostname()} since ${new Date().toISOString()}\n`);
      // `lost` settles only when the holder ends without release() (killed by someone).
      void taken.lost.then(() => retake(folder));
      return { release: taken.release };
    }
    if (attempt >= attempts) {
      const holder = (await readFile(lockFile, 'utf8').catch(() => '')).trim();
      throw new DatabaseFolderInUseError(folder, holder);
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
  }
}

async function takeOnce(folder: string): Promise<LockAttempt> {
  const viaFlock = await holdWithFlock(path.join(folder, lockFileName));
  return viaFlock.status === 'unavailable' ? holdWithPidFile(path.join(folder, pidFileName)) : viaFlock;
}

/**
 * Someone killed the holder process (the lock went with it) while this process still has the
 * database open. Take it back at once; if another process got it meanwhile, two now share the
 * folder, and stopping this one is the only way left to protect it.
 */
async function retake(folder: string): Promise<void> {
  console.error(
    `The lock on the embedded database folder ${folder} was lost (its holder process ended); taking it again.`,
  );
  const locks = heldLocks();
  locks.delete(folder);
  try {
    await lockDatabaseFolder(folder);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
