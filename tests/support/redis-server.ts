import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { freePort } from './postgres-server';

export type RedisServer = {
  url: string;
  /** Stops the server (its data is gone: nothing is saved). */
  stop: () => Promise<void>;
  /** Starts it again, empty, on the same port. */
  start: () => Promise<void>;
};

const installHint =
  'redis-server is not installed; the several-servers test shares its cache through a real Redis. ' +
  "Install Debian's package: `apt-get install -y redis-server` (as root).";

/**
 * A throwaway Redis from the system's own binary on a free loopback port: no file written, no
 * password (only this machine's processes reach it), stopped with the tests.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const killOnExit = () => server?.kill('SIGKILL');
  const start = async () => {
    // prettier-ignore
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const failed = once(server, 'error').then(([error]) => {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(installHint) : error;
    });
    await Promise.race([failed, waitForPong(port, () => output)]);
    process.once('exit', killOnExit);
  };
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

/** PING over the wire until the server answers +PONG (10 s at most). */
async function waitForPong(port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await new Promise<string>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
      socket.once('data', (data) => (socket.destroy(), resolve(data.toString())));
      socket.once('error', () => resolve(''));
    });
    if (answer.startsWith('+PONG')) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer in 10 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
