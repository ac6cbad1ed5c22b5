import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import { ORIGIN, PORT } from './config.mjs';

/**
 * Starts a production build with `next start` and guarantees it is stopped again: the site on
 * port 3200 (startServer) and, through the same code, the bare app beside it (bare.mts). The
 * bench owns these servers: the site uses its own empty PGlite folder so the developer's data
 * is never touched.
 */

export interface RunningServer {
  pid: number;
  /** Stops the server and everything it spawned; safe to call more than once. */
  stop(): Promise<void>;
  /** Last lines the server printed, for error messages. */
  logTail(): string;
  /** The last 200 lines the server printed. */
  logLines(): string[];
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

export interface NextStartOptions {
  /** Name used in messages ("next start", "bare app"). */
  label: string;
  /** Folder of the Next app (its .next is served). */
  cwd: string;
  /** The repository, whose node_modules holds next for both apps. */
  root: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** A page that answers 200 once the server is ready. */
  readyPath: string;
}

export async function startNext(options: NextStartOptions): Promise<RunningServer> {
  const { label, cwd, root, port, env, readyPath } = options;
  const origin = `http://localhost:${port}`;
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; stop that process first`);

  // As `npm start` runs it, for both apps (scripts/start.mjs: `next start` in `cwd`, with glibc's
  // allocator kept to two arenas), by node directly (not npm) so `pid` is the real server (the
  // script replaces itself with it); `detached` gives it its own process group, which lets stop()
  // end the server together with any worker it forks.
  const startScript = path.join(root, 'scripts/start.mjs');
  const child = spawn(process.execPath, [startScript, '-p', String(port)], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${label}`);

  const log: string[] = [];
  const keep = (chunk: Buffer): void => {
    log.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
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
      exitedBy = `${label} exited with ${signal ?? `code ${code}`}`;
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
    logLines: () => [...log],
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
      throw new Error(`${label} exited before it was ready:\n${server.logTail()}`);
    }
    try {
      const res = await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await delay(500);
  }
  await server.stop();
  throw new Error(`${origin}${readyPath} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s:\n${server.logTail()}`);
}

/**
 * The site's production build on port 3200. `opsToken` turns on the operators' endpoints
 * (/_ops/revalidate), which the stale-while-revalidate check uses to trigger a revalidation.
 */
export async function startServer(root: string, opsToken: string): Promise<RunningServer> {
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
    OPS_TOKEN: opsToken,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });
  return startNext({ label: 'next start', cwd: root, root, port: PORT, env, readyPath: READY_PATH });
}
