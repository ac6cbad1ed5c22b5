import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { lockDatabaseFolder, unlockDatabaseFolder } from '@/lib/backend/db/folder-lock';
import { resetEnvForTests } from '@/lib/env';
import { checkDatabaseAtStart } from '@/lib/server/check-database-at-start';

const startScript = path.resolve('tests/support/start-on-database-folder.mts');

type Server = {
  child: ChildProcess;
  started: Promise<boolean>;
  exited: Promise<{ code: number | null; stderr: string }>;
};
const servers: Server[] = [];
/** Where the lock is flock's (util-linux) and processes can be read from /proc, as on CI. */
const canWatchHolder = existsSync('/proc') && ['/usr/bin/flock', '/bin/flock'].some((file) => existsSync(file));
let folder: string;

/**
 * A real second process, as a second `next start` would be: node itself with tsx's loader (not
 * the `tsx` wrapper, which runs node as its own child: a SIGKILL would not reach the holder).
 */
function startServer(env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
    env: { ...process.env, DATABASE_URL: '', BACKEND_ORIGIN: '', PGLITE_DIR: folder, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const started = new Promise<boolean>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve(true));
    void exited.then(() => resolve(false));
  });
  const server = { child, started, exited };
  servers.push(server);
  return server;
}

/** The process holding this process's lock on the folder (Linux: read from /proc). */
async function lockHolders(): Promise<number[]> {
  const holders: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid ...": the comm may hold spaces, so split after its closing parenthesis.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (stat.includes('(cat)') && state !== 'Z' && Number(parent) === process.pid) holders.push(Number(entry));
  }
  return holders;
}

beforeEach(async () => {
  // The message names the folder as the kernel sees it (macOS's /tmp is a symlink).
  folder = await realpath(await mkdtemp(path.join(os.tmpdir(), 'trimt-pglite-lock-')));
});

afterEach(async () => {
  for (const { child, exited } of servers.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
  vi.unstubAllEnvs();
  resetEnvForTests();
  await rm(folder, { recursive: true, force: true });
});

describe('one process per PGlite folder', { timeout: 60_000 }, () => {
  test('a second server on the same folder refuses to start, naming the folder and DATABASE_URL', async () => {
    const first = startServer();
    expect(await first.started).toBe(true);

    const second = startServer();
    const { code, stderr } = await second.exited;

    expect(code).toBe(1);
    expect(stderr).toContain(`The embedded database folder ${folder} (PGLITE_DIR) is already in use`);
    expect(stderr).toContain(`pid ${first.child.pid}`);
    expect(stderr).toContain('set DATABASE_URL to one PostgreSQL database');
    expect(first.child.exitCode).toBeNull();
  });

  test('the folder is free again once its server is killed, even with SIGKILL', async () => {
    const first = startServer();
    expect(await first.started).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;

    const next = startServer();

    expect(await next.started).toBe(true);
  });

  test('servers on PostgreSQL, on a memory:// database or behind BACKEND_ORIGIN hold no folder', async () => {
    const report = vi.fn();
    const exit = vi.fn() as unknown as (code: number) => never;
    const unused = path.join(folder, 'never-created');
    for (const env of [
      { DATABASE_URL: 'postgres://db.example.test/trimt' },
      { BACKEND_ORIGIN: 'https://backend.example.test' },
      { PGLITE_DIR: 'memory://' },
    ]) {
      vi.stubEnv('PGLITE_DIR', unused);
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      resetEnvForTests();
      await checkDatabaseAtStart(exit, report);
      vi.unstubAllEnvs();
    }

    expect(existsSync(unused)).toBe(false);
    expect(report).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  test('one process may lock its own folder twice, and unlocking lets another process have it', async () => {
    await lockDatabaseFolder(folder);
    await lockDatabaseFolder(folder);
    const refused = await startServer().exited;
    await unlockDatabaseFolder(folder);

    const next = startServer();

    expect(refused.code).toBe(1);
    expect(await next.started).toBe(true);
  });

  test.skipIf(!canWatchHolder)(
    'when someone kills the process that holds the lock, the server takes the folder back at once',
    async () => {
      await lockDatabaseFolder(folder);
      // The lock is held once its shell says so, a moment before that shell has become `cat`.
      let [holder] = await lockHolders();
      while (holder === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        [holder] = await lockHolders();
      }
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      process.kill(holder, 'SIGKILL');
      let retaken: number[] = [];
      while (retaken.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        retaken = await lockHolders();
      }
      const refused = await startServer().exited;
      await unlockDatabaseFolder(folder);

      expect(retaken).not.toContain(holder);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('was lost'));
      expect(refused.code).toBe(1);
    },
  );
});
