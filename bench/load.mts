import autocannon from 'autocannon';
import { APPS, CACHED_PAGE_TARGETS, type AppName, type LoadTarget } from './config.mjs';
import { settle, type Settled } from './settle.mjs';

/**
 * Throughput of the site's pages side by side with two references measured in the same run and
 * at the same load: a static file from public/ (what the server and machine can do at all) and
 * the bare Next + next-intl app's page (what the framework itself costs). Each site page is then
 * read as a share of both, which stays comparable across machines and runs where raw req/s do not.
 */

export interface LoadComparison {
  /** req/s as % of the static file's / of the bare page's; null when that reference is missing. */
  ofStaticPct: number | null;
  ofBarePct: number | null;
  pass: boolean;
  failures: string[];
}

export interface LoadResult {
  name: string;
  kind: LoadTarget['kind'];
  app: AppName;
  url: string;
  connections: number;
  seconds: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * The unrecorded load just before the measured run (options.warmupLoadSeconds), kept to show
   * how far a server's first seconds on an address are from its steady pace.
   */
  warmup?: { seconds: number; requestsPerSec: number; latencyP99Ms: number };
  /**
   * Site pages only: what `x-nextjs-cache` said when the page was first asked for just before the
   * load (STALE: its 5-minute lifetime had passed during the Lighthouse runs, so it was being
   * rendered again), and how long the bench waited for the fresh copy (HIT) before measuring.
   */
  settled?: Settled;
  /** Site pages only: against the issue's targets for a cached content page. */
  comparison?: LoadComparison;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupLoadSeconds: number;
}

const names: Record<LoadTarget['kind'], string> = { static: 'static file', bare: 'bare app page', page: 'site page' };

function compare(page: LoadResult, staticFile: LoadResult | undefined, bare: LoadResult | undefined): LoadComparison {
  const pct = (ref: LoadResult | undefined): number | null =>
    ref && ref.requestsPerSec > 0 ? Math.round((page.requestsPerSec / ref.requestsPerSec) * 1000) / 10 : null;
  const ofStaticPct = pct(staticFile);
  const ofBarePct = pct(bare);
  const t = CACHED_PAGE_TARGETS;
  const failures: string[] = [];
  if (ofStaticPct !== null && ofStaticPct < t.minOfStaticPct)
    failures.push(`${ofStaticPct} % of static file < ${t.minOfStaticPct} %`);
  if (ofBarePct !== null && ofBarePct < t.minOfBarePct)
    failures.push(`${ofBarePct} % of bare page < ${t.minOfBarePct} %`);
  if (page.latencyP99Ms > t.maxP99Ms) failures.push(`p99 ${page.latencyP99Ms} ms > ${t.maxP99Ms} ms`);
  if (page.errors + page.non2xx + page.timeouts > 0)
    failures.push(`${page.errors} errors, ${page.timeouts} timeouts, ${page.non2xx} non-2xx`);
  return { ofStaticPct, ofBarePct, pass: failures.length === 0, failures };
}

/** `connections` clients asking for `url` for `seconds`, as the bench measures every target. */
async function pound(url: string, connections: number, seconds: number) {
  return await autocannon({
    url,
    connections,
    duration: seconds,
    // Like a browser, so the page is measured with compression as real visitors get it.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
}

export async function runLoad(
  targets: readonly LoadTarget[],
  options: LoadOptions,
  available: (app: AppName) => boolean,
  onProgress: (message: string) => void,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    if (!available(target.app)) {
      onProgress(`autocannon: ${target.app} ${target.path} skipped (that app is not running)`);
      continue;
    }
    const url = `${APPS[target.app].origin}${target.path}`;
    const settled = target.kind === 'page' ? await settle(url) : undefined;
    onProgress(
      `autocannon ${url} (${options.connections} connections, ` +
        `${options.warmupLoadSeconds > 0 ? `${options.warmupLoadSeconds} s of warm-up, then ` : ''}${options.durationSeconds} s)` +
        (settled ? ` — first asked: ${settled.firstCacheHeader}, fresh after ${settled.waitedMs} ms` : ''),
    );
    const warmup =
      options.warmupLoadSeconds > 0 ? await pound(url, options.connections, options.warmupLoadSeconds) : undefined;
    const r = await pound(url, options.connections, options.durationSeconds);
    results.push({
      name: `${names[target.kind]} ${target.path}`,
      kind: target.kind,
      app: target.app,
      url,
      connections: options.connections,
      seconds: options.durationSeconds,
      requestsPerSec: r.requests.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      totalRequests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      ...(warmup
        ? {
            warmup: {
              seconds: options.warmupLoadSeconds,
              requestsPerSec: warmup.requests.average,
              latencyP99Ms: warmup.latency.p99,
            },
          }
        : {}),
      ...(settled ? { settled } : {}),
    });
  }
  const staticFile = results.find((r) => r.kind === 'static');
  const bare = results.find((r) => r.kind === 'bare');
  return results.map((r) => (r.kind === 'page' ? { ...r, comparison: compare(r, staticFile, bare) } : r));
}
