import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';

export type RemoteBackendSite = {
  origin: string;
  /** The server's process (scripts/start.mjs replaced itself with `next start`, same id). */
  pid: number;
  /** What the server has printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A production server of this build whose backend is `backendOrigin` (BACKEND_ORIGIN), from its
 * own copy of the build (Next keeps rendered pages in the build folder), with `env` added.
 */
export async function startRemoteBackendSite(
  port: number,
  backendOrigin: string,
  env: Record<string, string | undefined>,
): Promise<RemoteBackendSite> {
  const distDir = `.next-e2e-remote-${port}`;
  await rm(distDir, { recursive: true, force: true });
  await cp('.next', distDir, {
    recursive: true,
    filter: (source) => !/^\.next\/(cache|server\/route-cache)(\/|$)/.test(source),
  });
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn('node', ['scripts/start.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      BACKEND_ORIGIN: backendOrigin,
      PGLITE_DIR: 'memory://',
      SITE_URL: origin,
      YOUTUBE_FEED_ORIGIN: 'http://127.0.0.1:9',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(distDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server on ${port} stopped while starting:\n${output}`);
    // robots.txt reads nothing from the backend: ready without a backend call.
    const ready = await fetch(`${origin}/robots.txt`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return { origin, pid: server.pid!, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${port} did not answer in 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
