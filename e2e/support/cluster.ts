import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';
import pg from 'pg';
import { createDatabase, startPostgresServer, type PostgresServer } from '../../tests/support/postgres-server';
import { startRedisServer, type RedisServer } from '../../tests/support/redis-server';
import { E2E_PORT_BASE } from './forms-server';

/** The operator token of the cluster's servers. */
export const CLUSTER_OPS_TOKEN = 'cluster-operator-token-0123456789';

export type Cluster = {
  /** The origins of the two servers, as a load balancer would reach them. */
  origins: [string, string];
  database: pg.Pool;
  redis: RedisServer;
  /** What each server has printed so far. */
  logs: () => [string, string];
  stop: () => Promise<void>;
};

/**
 * Two identical production servers from this build, as the office would run them behind a load
 * balancer: one PostgreSQL database (Debian's server, a throwaway cluster) and one Redis for
 * Next's page and data cache (Debian's redis-server), both started here. Each server runs from its
 * own copy of the build so that nothing is shared through the build folder: what they share, they
 * share through PostgreSQL and Redis only.
 */
export async function startCluster(): Promise<Cluster> {
  const postgres: PostgresServer = await startPostgresServer();
  const url = await createDatabase(postgres.adminUrl, 'trimt_cluster');
  const redis = await startRedisServer();
  const ports = [E2E_PORT_BASE + 3, E2E_PORT_BASE + 4] as const;
  const servers: { process: ChildProcess; output: () => string }[] = [];
  try {
    // Both at once: the second must wait for the first one's migrations (an advisory lock), not fail.
    servers.push(
      ...(await Promise.all(ports.map((port, index) => startServer(port, `cluster-${index}`, url, redis.url)))),
    );
  } catch (error) {
    await Promise.all(servers.map((server) => stopServer(server.process)));
    await redis.stop();
    await postgres.stop();
    throw error;
  }
  const database = new pg.Pool({ connectionString: url, max: 2 });
  return {
    origins: [`http://localhost:${ports[0]}`, `http://localhost:${ports[1]}`],
    database,
    redis,
    logs: () => [servers[0]!.output(), servers[1]!.output()],
    stop: async () => {
      await database.end();
      await Promise.all(servers.map((server) => stopServer(server.process)));
      await redis.stop();
      await postgres.stop();
      await Promise.all(ports.map((_, index) => rm(`.next-cluster-${index}`, { recursive: true, force: true })));
    },
  };
}

async function startServer(port: number, name: string, databaseUrl: string, redisUrl: string) {
  const distDir = `.next-${name}`;
  await rm(distDir, { recursive: true, force: true });
  await cp('.next', distDir, {
    recursive: true,
    filter: (source) => !/^\.next\/(cache|server\/route-cache)(\/|$)/.test(source),
  });
  const server = spawn('node', ['scripts/start.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_URL: `http://localhost:${port}`,
      // The captcha answer carries its code (a test aid lib/env allows only in development).
      SITE_ENV: 'development',
      CAPTCHA_REVEAL: '1',
      OPS_TOKEN: CLUSTER_OPS_TOKEN,
      // Behind the load balancer the tests play: the client is the address it appends to X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${name} stopped while starting:\n${output}`);
    const ready = await fetch(`http://localhost:${port}/en/privacy`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return { process: server, output: () => output };
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`${name} did not answer in 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
