import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import { ORIGIN, PORT } from './config.mjs';

/**
 * Starts the production build on port 3200 and guarantees it is stopped again. The bench owns
 * this server: it uses its own empty PGlite folder so the developer's data is never touched.
 */

export interface RunningServer {
  pid: number;
  /** Stops the server and everything it spawned; safe to call more than once. */
  stop(): Promise<void>;
  /** Last lines the server printed, for error messages. */
  logTail(): string;
  /** Why the server ended on its own (e.g. a rebuild replaced .next under it), or undefined if it runs. */
  exitReason(): string | undefined;
}

const READY_PATH = '/en';
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** True if something already listens on the port: we must not benchmark someone else's server. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: 'localhost', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function startServer(root: string): Promise<RunningServer> {
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is already in use; stop that process first`);

  const dataDir = '.data/bench';
  await rm(path.join(root, dataDir), { recursive: true, force: true });

  // Settings that would point the site at another database/backend or turn it into staging are
  // dropped, so the run always measures the production build with the embedded backend.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.BACKEND_ORIGIN;
  delete env.SITE_ENV;
  Object.assign(env, {
    PGLITE_DIR: dataDir,
    SITE_URL: ORIGIN,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });

  // node directly (not npx) so `pid` is the real server; `detached` gives it its own process
  // group, which lets stop() end the server together with any worker it forks.
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn next start');

  const log: string[] = [];
  const keep = (chunk: Buffer): void => {
    log.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exited = false;
  let exitedBy: string | undefined;
  let stopRequested = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      exitedBy = `next start exited with ${signal ?? `code ${code}`}`;
      resolve();
    });
  });

  const killGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };
  // Last resort if the bench dies without reaching stop() (exit handlers must be synchronous).
  const onExit = (): void => killGroup('SIGKILL');
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  const server: RunningServer = {
    pid,
    logTail: () => log.slice(-30).join('\n'),
    exitReason: () => (exited && !stopRequested ? exitedBy : undefined),
    stop() {
      stopRequested = true;
      stopping ??= (async () => {
        killGroup('SIGTERM');
        await Promise.race([exitPromise, delay(STOP_GRACE_MS)]);
        // Whatever survived the grace period (or was forked by the server) is killed outright.
        killGroup('SIGKILL');
        await Promise.race([exitPromise, delay(STOP_GRACE_MS)]);
        process.removeListener('exit', onExit);
      })();
      return stopping;
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      await server.stop();
      throw new Error(`next start exited before it was ready:\n${server.logTail()}`);
    }
    try {
      const res = await fetch(`${ORIGIN}${READY_PATH}`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await delay(500);
  }
  await server.stop();
  throw new Error(`${ORIGIN}${READY_PATH} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s:\n${server.logTail()}`);
}
