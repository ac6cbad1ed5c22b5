/**
 * `npm run bench:cluster` — the site as several servers (issue 20), measured: a throwaway Debian
 * PostgreSQL and Redis, two `next start` servers of the current build sharing them, and 60 s of
 * load at 50 connections over a mix of 8 pages in the 4 languages, spread over both servers as a
 * round-robin load balancer would (25 connections each); then the same mix at 50 connections
 * against one of them alone, side by side. Reports requests/s, p99, errors and timeouts, and each
 * server's resident memory (RSS) after 20 s of warming at the same load and at the end: growth must
 * stay under 10 %.
 *
 *   npm run build && npm run bench:cluster            # writes bench/cluster-results.json
 *   npm run bench:cluster -- --duration=10            # a shorter run while working on it
 */
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { createDatabase, startPostgresServer } from '../tests/support/postgres-server';
import { startRedisServer } from '../tests/support/redis-server';
import { residentMemory } from './memory.mjs';
import { startNext, type RunningServer } from './server.mjs';

/** Eight pages, the four languages, lists, details, a home page and a text page. */
const MIX = [
  '/',
  '/attractions',
  '/en',
  '/en/attractions/80',
  '/ja/events',
  '/ja/trails/55',
  '/zh-cn/news/1',
  '/zh-cn/privacy',
] as const;
const PORTS = [3221, 3222] as const;
const CONNECTIONS = 50;
const MAX_RSS_GROWTH_PCT = 10;
const WARM_SECONDS = 20;

const durationArg = process.argv.slice(2).find((arg) => arg.startsWith('--duration='));
const durationSeconds = durationArg ? Number(durationArg.slice('--duration='.length)) : 60;
if (!Number.isInteger(durationSeconds) || durationSeconds < 1) throw new Error('--duration must be whole seconds');

interface LoadFigures {
  requestsPerSec: number;
  latencyP99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = async (pid: number): Promise<number> => (await residentMemory(pid)).residentMb;

async function load(origin: string, connections: number, seconds = durationSeconds): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    // Each connection walks the mix in turn; a browser's Accept-Encoding, as visitors get pages.
    requests: MIX.map((path) => ({ method: 'GET', path })),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSec: result.requests.average,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Two runs side by side (one per server) read as one: rates add up, the worse p99 counts. */
function combined(runs: LoadFigures[]): LoadFigures {
  const sum = (pick: (run: LoadFigures) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSec: sum((run) => run.requestsPerSec),
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
    totalRequests: sum((run) => run.totalRequests),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
  };
}

async function main(): Promise<number> {
  const root = process.cwd();
  const postgres = await startPostgresServer();
  const redis = await startRedisServer();
  const servers: RunningServer[] = [];
  try {
    const url = await createDatabase(postgres.adminUrl, 'trimt_bench');
    const env = (port: number): NodeJS.ProcessEnv => {
      const vars: NodeJS.ProcessEnv = { ...process.env };
      delete vars.BACKEND_ORIGIN;
      delete vars.SITE_ENV;
      return Object.assign(vars, {
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        SITE_URL: `http://localhost:${port}`,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      });
    };
    // One build, as a deployment would ship it to every server: with Redis they keep no pages of their own.
    for (const port of PORTS) {
      servers.push(
        await startNext({ label: `server :${port}`, cwd: root, root, port, env: env(port), readyPath: '/en' }),
      );
    }
    const origins = PORTS.map((port) => `http://localhost:${port}`);
    console.log(`warming the mix on ${origins.join(' and ')}`);
    for (const origin of origins) for (const path of MIX) await (await fetch(`${origin}${path}`)).arrayBuffer();
    // Warmed at the measured load, so memory is compared at the same concurrency: the heap a server
    // settles at under 25 connections is its working size, not growth.
    await Promise.all(origins.map((origin) => load(origin, CONNECTIONS / 2, WARM_SECONDS)));

    const rssStart = await Promise.all(servers.map((server) => rssMb(server.pid)));
    console.log(`${durationSeconds} s at ${CONNECTIONS} connections over both servers (${CONNECTIONS / 2} each)`);
    const both = combined(await Promise.all(origins.map((origin) => load(origin, CONNECTIONS / 2))));
    const rssEnd = await Promise.all(servers.map((server) => rssMb(server.pid)));
    console.log(`${durationSeconds} s at ${CONNECTIONS} connections against one server`);
    const one = await load(origins[0]!, CONNECTIONS);

    const growth = rssStart.map((start, i) => Math.round(((rssEnd[i]! - start) / start) * 1000) / 10);
    const failures = [
      ...(both.errors + both.timeouts + both.non2xx > 0
        ? [`two servers: ${both.errors} errors, ${both.timeouts} timeouts, ${both.non2xx} non-2xx`]
        : []),
      ...(one.errors + one.timeouts + one.non2xx > 0
        ? [`one server: ${one.errors} errors, ${one.timeouts} timeouts, ${one.non2xx} non-2xx`]
        : []),
      ...growth.flatMap((pct, i) =>
        pct > MAX_RSS_GROWTH_PCT ? [`server :${PORTS[i]} RSS grew ${pct} % (> ${MAX_RSS_GROWTH_PCT} %)`] : [],
      ),
    ];
    const row = (name: string, run: LoadFigures) =>
      `| ${name} | ${Math.round(run.requestsPerSec)} | ${run.latencyP99Ms} | ${run.totalRequests} | ${run.errors} | ${run.timeouts} | ${run.non2xx} |`;
    console.log(
      [
        '',
        `Mix: ${MIX.join(', ')} — ${durationSeconds} s, ${CONNECTIONS} connections`,
        '',
        '| | req/s | p99 ms | requests | errors | timeouts | non-2xx |',
        '|---|---:|---:|---:|---:|---:|---:|',
        row('two servers (PostgreSQL + Redis)', both),
        row('one server (same PostgreSQL + Redis)', one),
        '',
        ...PORTS.map(
          (port, i) => `server :${port} RSS ${rssStart[i]} MB after warming → ${rssEnd[i]} MB (${growth[i]} %)`,
        ),
        '',
        failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS: 0 errors, 0 timeouts, RSS growth under 10 %',
      ].join('\n'),
    );
    await writeFile(
      'bench/cluster-results.json',
      `${JSON.stringify({ mix: MIX, durationSeconds, connections: CONNECTIONS, both, one, rssStart, rssEnd, growth, failures }, null, 2)}\n`,
    );
    return failures.length ? 1 : 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    await postgres.stop();
  }
}

process.exitCode = await main();
