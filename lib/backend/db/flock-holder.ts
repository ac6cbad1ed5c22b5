import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** What one attempt at the lock gave: held (until release), taken by someone else, or no `flock` here. */
export type LockAttempt =
  | { status: 'held'; release: () => Promise<void>; lost: Promise<void> }
  | { status: 'busy' }
  | { status: 'unavailable' };

/**
 * Takes an exclusive flock(2) on `lockFile` through the `flock` command (util-linux, or BusyBox),
 * since node has no flock of its own and a native addon is not worth it. A small shell opens the
 * file on descriptor 9, locks it, and becomes `cat` reading our stdin pipe: that one process holds
 * the lock. When this process ends in any way (even SIGKILL) the kernel closes the pipe, `cat` sees
 * end of file and exits, and the kernel drops the lock. Nothing is left to clean up, no PID has to
 * be trusted, and it works across containers that share the volume.
 */
export function holdWithFlock(lockFile: string): Promise<LockAttempt> {
  return new Promise((resolve, reject) => {
    // -n: refuse at once (exit 1, silent) rather than queue behind the holder. dash, bash and
    // BusyBox keep descriptor 9 open across `exec cat` (the unit test proves it on CI's shell). A new
    // process group (detached) keeps a Ctrl-C in the terminal from ending the holder before the server.
    const script = 'exec 9>>"$1" && flock -x -n 9 && echo held && exec cat';
    const child = spawn('/bin/sh', ['-c', script, 'trimt-lock', lockFile], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let stderr = '';
    let settled = false;
    let releasing = false;
    let signalLost = () => {};
    const lost = new Promise<void>((resolveLost) => (signalLost = resolveLost));
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Ending the pipe of a holder that is already gone fails with EPIPE: nothing left to release.
    child.stdin.on('error', () => {});
    child.stdout.once('data', () => {
      settled = true;
      // The holder must not keep a script or a stopping server alive: only the pipe matters now.
      child.stdout.destroy();
      child.stderr.destroy();
      (child.stdin as unknown as Socket).unref();
      child.unref();
      const release = async () => {
        releasing = true;
        child.stdin.end();
        await exited;
      };
      resolve({ status: 'held', release, lost });
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (error.code === 'ENOENT') resolve({ status: 'unavailable' });
      else reject(error);
    });
    child.once('exit', (code) => {
      if (settled) {
        if (!releasing) signalLost();
        return;
      }
      settled = true;
      if (code === 1 && stderr.trim() === '') resolve({ status: 'busy' });
      else if (code === 127)
        resolve({ status: 'unavailable' }); // the shell found no `flock`
      else reject(new Error(`flock could not lock ${lockFile} (exit ${code}): ${stderr.trim()}`));
    });
  });
}
