/**
 * `npx tsx bench/failing-backend.mts` — how long pages take when the remote backend fails (issue
 * 24, "A failing backend"). Needs a production build (`npm run build`). Starts, each from its own
 * copy of the build: a site on its embedded backend (the upstream), a controllable fake backend on
 * loopback in front of it (tests/support/controllable-backend.ts), and a site whose BACKEND_ORIGIN
 * is the fake. One page is loaded while the backend is healthy; then the fake hangs (answers after
 * 10 s), resets connections, answers HTML, and recovers, and the bench prints each page's status,
 * time to answer, <title> and how many requests the fake saw.
 *
 *   npx tsx bench/failing-backend.mts                # ports 4711 and 4712
 *   BENCH_FAILING_PORT=4811 npx tsx bench/failing-backend.mts
 */
import { cp, rm } from 'node:fs/promises';
import { ajaxHeader } from '../lib/http/ajax-header';
import { startControllableBackend, proxyTo, type BackendMode } from '../tests/support/controllable-backend';
import { startNext, type RunningServer } from './server.mjs';

const base = Number(process.env.BENCH_FAILING_PORT ?? 4711);
const root = process.cwd();

async function ownBuild(name: string): Promise<string> {
  const dir = `.next-${name}`;
  await rm(dir, { recursive: true, force: true });
  await cp('.next', dir, {
    recursive: true,
    filter: (source) => !/^\.next\/(cache|server\/route-cache)(\/|$)/.test(source),
  });
  return dir;
}

function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  const all: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  delete all.DATABASE_URL;
  delete all.BACKEND_ORIGIN;
  delete all.REDIS_URL;
  return { ...all, PGLITE_DIR: 'memory://', YOUTUBE_FEED_ORIGIN: 'http://127.0.0.1:9', ...extra };
}

const servers: RunningServer[] = [];
const upstreamDir = await ownBuild('bench-upstream');
const siteDir = await ownBuild('bench-failing');
try {
  const upstream = `http://localhost:${base}`;
  servers.push(
    await startNext({
      label: 'upstream',
      cwd: root,
      root,
      port: base,
      env: env({ NEXT_DIST_DIR: upstreamDir, SITE_URL: upstream }),
      readyPath: '/en/privacy',
    }),
  );
  // The upstream's first answer opens its database: warmed here, outside the measurements.
  for (const path of ['en/menus', 'en/attractions', 'en/attractions/80']) {
    await (await fetch(`${upstream}/_api/${path}`, { headers: ajaxHeader })).text();
  }
  const fake = await startControllableBackend(proxyTo(upstream));
  const site = `http://localhost:${base + 1}`;
  servers.push(
    await startNext({
      label: 'site',
      cwd: root,
      root,
      port: base + 1,
      env: env({ NEXT_DIST_DIR: siteDir, SITE_URL: site, BACKEND_ORIGIN: fake.origin }),
      // A page that reads nothing from the backend, so the warm-up leaves no copy of any answer.
      readyPath: '/robots.txt',
    }),
  );

  const rows: string[][] = [];
  const load = async (path: string, note = '') => {
    const before = fake.seen;
    const started = performance.now();
    const answer = await fetch(`${site}${path}`);
    const html = await answer.text();
    const ms = Math.round(performance.now() - started);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const row = [
      fake.mode,
      path,
      String(answer.status),
      String(ms),
      answer.headers.get('x-nextjs-cache') ?? '',
      answer.headers.get('cache-control')?.match(/s-maxage=\d+/)?.[0] ?? '',
      String(fake.seen - before),
      title.slice(0, 48),
      note,
      fake.paths.slice(before).join(' '),
    ];
    rows.push(row);
    console.log(row.join(' | '));
  };
  const phase = (mode: BackendMode) => {
    fake.mode = mode;
    console.log(`--- backend ${mode}`);
  };

  console.log(
    'mode | page | status | ms | x-nextjs-cache | s-maxage | backend requests | <title> | note | paths requested',
  );
  phase('healthy');
  await load('/en/attractions/80', 'first visit');
  phase('slow');
  await load('/en/attractions/80', 'visited');
  await load('/en/attraction/80', 'not visited; same data');
  for (const path of ['/en/attractions/104', '/en/news', '/en/events/1', '/ja/attractions/80', '/en/trails']) {
    await load(path, 'not visited');
  }
  const started = performance.now();
  const together = ['/en/bikeways', '/en/souvenirs', '/en/ecology', '/en/links'];
  const before = fake.seen;
  await Promise.all(together.map((path) => fetch(`${site}${path}`).then((answer) => answer.text())));
  console.log(
    `4 pages at once (${together.join(', ')}): ${Math.round(performance.now() - started)} ms, ${fake.seen - before} backend requests`,
  );
  phase('reset');
  await load('/en/tours', 'not visited');
  phase('html');
  await load('/en/publications', 'not visited');
  console.log(`requests the fake saw while failing: ${fake.seen - fake.seenIn('healthy')}`);
  phase('healthy');
  await load('/en/reports', 'not visited');
  await new Promise((resolve) => setTimeout(resolve, 31_000));
  await load('/en/films', 'not visited, 31 s after recovery');
  await load('/en/attraction/80', 'rendered during the failure');
  await load('/en/attraction/80', 'again');
  await fake.close();
  console.log('--- what the site logged about the backend');
  console.log(
    servers[1]!
      .logLines()
      .filter((line) => line.includes('[api]'))
      .join('\n'),
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  await rm(upstreamDir, { recursive: true, force: true });
  await rm(siteDir, { recursive: true, force: true });
}
