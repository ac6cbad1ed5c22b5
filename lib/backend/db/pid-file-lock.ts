import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import type { LockAttempt } from './flock-holder';

/**
 * The fallback where no `flock` command exists (macOS without util-linux): a file created with
 * O_EXCL holding "pid host". A file left by a crashed process is taken over when its process is
 * gone; one from another host cannot be checked, so it counts as held (the message names it).
 * Weaker than flock: two processes taking over the same stale file at the same instant could both
 * win, and a recycled PID makes a stale file look held (a refusal, never a shared folder).
 */
export async function holdWithPidFile(pidFile: string): Promise<LockAttempt> {
  const mine = `${process.pid} ${os.hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(pidFile, 'wx');
      await handle.writeFile(mine);
      await handle.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!(await isStale(pidFile))) return { status: 'busy' };
      await unlink(pidFile).catch(() => undefined);
      continue;
    }
    const removeIfMine = () => {
      try {
        if (readFileSync(pidFile, 'utf8') === mine) unlinkSync(pidFile);
      } catch {
        // Already gone: nothing to release.
      }
    };
    process.once('exit', removeIfMine);
    const release = async () => {
      process.removeListener('exit', removeIfMine);
      removeIfMine();
    };
    // `lost` never settles: a PID file gives no signal when someone deletes it.
    return { status: 'held', release, lost: new Promise<void>(() => {}) };
  }
  return { status: 'busy' };
}

async function isStale(pidFile: string): Promise<boolean> {
  const [pid, host] = (await readFile(pidFile, 'utf8').catch(() => '')).trim().split(' ');
  // An empty file is a holder between creating and writing it, or one that died right there.
  if (!pid || !/^\d+$/.test(pid))
    return Date.now() - ((await stat(pidFile).catch(() => undefined))?.mtimeMs ?? 0) > 10_000;
  if (host !== os.hostname()) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: alive, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
