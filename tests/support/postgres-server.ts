import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type PostgresServer = { adminUrl: string; stop: () => Promise<void> };

/** Migrated once per run; each test file copies it (tests/support/postgres-database-per-file.ts). */
export const templateDatabase = 'trimt_template';

/** The same server and user, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates an empty database on the server and returns its URL (the servers migrate it themselves). */
export async function createDatabase(adminUrl: string, database: string): Promise<string> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, database);
}

const installHint =
  'PostgreSQL is not installed, and the backend tests also run against a real PostgreSQL server ' +
  '(the vitest project "postgres"). Install Debian\'s package: `apt-get install -y postgresql` ' +
  '(as root). To run the other tests without it: `npx vitest run --project pglite`.';

/**
 * A throwaway PostgreSQL cluster from the system's own binaries, in a temp folder, on a free
 * loopback port, trusting its one user (nothing but this machine's processes can reach it).
 * Durability is switched off: the cluster is deleted when the tests end.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = await findBinaries();
  const owner = clusterOwner();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'trimt-postgres-'));
  try {
    if (owner) await chown(folder, owner.uid, owner.gid);
    const data = path.join(folder, 'data');
    await run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'trimt', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      owner,
      folder,
    );
    const { postmaster, port } = await startPostmaster(bin, data, folder, owner);
    // If the test run dies without its teardown, the cluster must not outlive it.
    const killOnExit = () => postmaster.kill('SIGKILL');
    process.once('exit', killOnExit);
    const adminUrl = `postgres://trimt@127.0.0.1:${port}/postgres`;
    const stop = async () => {
      process.removeListener('exit', killOnExit);
      if (postmaster.exitCode === null && postmaster.signalCode === null) {
        const exited = once(postmaster, 'exit');
        postmaster.kill('SIGINT'); // "fast" shutdown: ends the sessions, no waiting for clients
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    };
    return { adminUrl, stop };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts the server on a port that was free a moment ago; another process may take it in between,
 * so a failed bind is tried again on a new port.
 */
async function startPostmaster(bin: string, data: string, folder: string, owner: Owner | undefined) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const postmaster = spawn(
      path.join(bin, 'postgres'),
      // prettier-ignore
      ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', folder,
        '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
      { ...spawnUser(owner), cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    postmaster.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = () => output;
    try {
      await waitUntilReady(`postgres://trimt@127.0.0.1:${port}/postgres`, postmaster, log);
      return { postmaster, port, log };
    } catch (error) {
      postmaster.kill('SIGKILL');
      if (attempt >= 3 || !/could not bind|Address already in use/i.test(output)) throw error;
    }
  }
}

/** Debian's layout first (`/usr/lib/postgresql/<version>/bin`, newest version), then the PATH. */
async function findBinaries(): Promise<string> {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? await readdir(debian) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(debian, version, 'bin');
    if (existsSync(path.join(bin, 'postgres')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(installHint);
  }
}

type Owner = { uid: number; gid: number };

/** PostgreSQL refuses to run as root: then the cluster belongs to the package's `postgres` user. */
function clusterOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(`Running as root, and PostgreSQL refuses root: no user "postgres" to run it as. ${installHint}`);
  }
}

function spawnUser(owner: Owner | undefined) {
  return owner ? { uid: owner.uid, gid: owner.gid, env: { ...process.env, HOME: os.tmpdir() } } : {};
}

function run(command: string, args: string[], owner: Owner | undefined, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...spawnUser(owner), cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, postmaster: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (postmaster.exitCode !== null || postmaster.signalCode !== null) {
      throw new Error(`PostgreSQL stopped while starting:\n${log()}`);
    }
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections in 60 s (${String(error)}):\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
