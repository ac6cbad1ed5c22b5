import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BareBuild } from './bare.mjs';
import { BUDGETS, CACHED_PAGE_TARGETS, HTML_GZIP_TARGETS_KB } from './config.mjs';
import type { FirstLoadSection } from './first-load-js.mjs';
import type { LighthousePage, LighthouseSection } from './lighthouse.mjs';
import type { LoadResult } from './load.mjs';
import type { MemoryReading } from './memory.mjs';
import type { BenchOptions } from './options.mjs';
import type { RenderingPage } from './rendering.mjs';
import { REVALIDATION_ROUNDS, type RevalidationCheck, type RevalidationRound } from './revalidation.mjs';
import { SLOW_4G } from './slow-link.mjs';
import { summaryTable } from './summary.mjs';
import { formatTable } from './table.mjs';
import type { WarmPage } from './warm.mjs';

/** Tables on the console and bench/results.json: the same figures, for people and for diffs. */

/** A section either produced figures or failed on its own, without hiding the other sections. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export interface BenchResults {
  date: string;
  node: string;
  commit: string;
  /** Uncommitted changes present: figures may not match `commit` exactly. */
  dirtyTree: boolean;
  buildId: string;
  machine: { platform: string; cpus: number; cpuModel: string; totalMemoryBytes: number; totalMemoryGiB: number };
  /** Knobs of this run (a quick run's figures are not comparable with a full one's). */
  options: BenchOptions;
  /** The bare Next + next-intl app served beside the site as the framework's floor. */
  bareApp: Outcome<BareBuild & { origin: string }>;
  warm: Outcome<WarmPage[]>;
  /** Rendering mode, cache headers and HTML weight per page. */
  rendering: Outcome<RenderingPage[]>;
  lighthouse: Outcome<LighthouseSection>;
  firstLoadJs: Outcome<FirstLoadSection>;
  load: Outcome<LoadResult[]>;
  /** Stale-while-revalidate checks after an on-demand revalidation. */
  revalidation: Outcome<RevalidationCheck[]>;
  /** The site server's memory after the warm-up and after the load (not judged). */
  memory: Outcome<MemoryReading[]>;
  failedBudgets: string[];
  notes: string[];
}

function git(args: string[], root: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function environment(root: string, buildId: string) {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    commit: git(['rev-parse', '--short', 'HEAD'], root) ?? 'unknown',
    dirtyTree: (git(['status', '--porcelain'], root) ?? '') !== '',
    buildId,
    machine: {
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      totalMemoryBytes: os.totalmem(),
      totalMemoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    },
  };
}

const fmt = (value: number | null, digits = 0): string => (value === null ? 'n/a' : value.toFixed(digits));
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');

function sections(r: Omit<BenchResults, 'failedBudgets' | 'notes'>) {
  return {
    bareApp: r.bareApp,
    warm: r.warm,
    rendering: r.rendering,
    lighthouse: r.lighthouse,
    firstLoadJs: r.firstLoadJs,
    load: r.load,
    revalidation: r.revalidation,
    memory: r.memory,
  };
}

/** Budget failures and notes, derived from the figures so results.json and the console agree. */
export function judge(r: Omit<BenchResults, 'failedBudgets' | 'notes'>): { failedBudgets: string[]; notes: string[] } {
  const failedBudgets: string[] = [];
  const notes: string[] = [];
  for (const [name, outcome] of Object.entries(sections(r))) {
    if (!outcome.ok) notes.push(`${name} section failed: ${outcome.error}`);
  }
  if (r.options.durationSeconds < 10 || r.options.warmupLoadSeconds < 10 || r.options.skipLighthouse) {
    notes.push(
      `quick run (${r.options.durationSeconds} s per load target after ${r.options.warmupLoadSeconds} s of warm-up${r.options.skipLighthouse ? ', no Lighthouse' : ''}): not comparable with a full run`,
    );
  }
  if (r.rendering.ok) {
    for (const p of r.rendering.value) {
      for (const w of p.warnings) notes.push(`${p.app} ${p.page}: ${w}`);
      if (p.gzipTargetKb !== undefined && p.gzipKb > p.gzipTargetKb)
        failedBudgets.push(`HTML ${p.page}: ${p.gzipKb.toFixed(2)} kB gzip > ${p.gzipTargetKb} kB`);
    }
  }
  if (r.revalidation.ok) {
    for (const c of r.revalidation.value) {
      if (!c.available) notes.push(`stale-while-revalidate ${c.page}: not available (${c.reason ?? 'no trigger'})`);
      for (const f of c.failures) failedBudgets.push(`stale-while-revalidate ${c.page}: ${f}`);
    }
  }
  if (r.warm.ok) {
    for (const w of r.warm.value) {
      if (w.status !== 200) notes.push(`warm-up: ${w.page} answered ${w.status}`);
      if (w.imageErrors > 0) notes.push(`warm-up: ${w.page} had ${w.imageErrors}/${w.images} image errors`);
    }
  }
  if (r.lighthouse.ok) {
    const lh = r.lighthouse.value;
    if (lh.skipped) notes.push(lh.reason);
    else for (const p of lh.pages) for (const f of p.failures) failedBudgets.push(`lighthouse ${p.page}: ${f}`);
  }
  if (r.firstLoadJs.ok) {
    const fl = r.firstLoadJs.value;
    for (const p of fl.pages.filter((x) => !x.pass)) {
      failedBudgets.push(
        `first-load JS ${p.page}: +${p.extraGzKb.toFixed(2)} kB > ${Math.min(fl.budgetExtraKb, p.beforeKb)} kB (issue 19: not above the day it was filed)`,
      );
    }
  }
  if (r.load.ok) {
    for (const l of r.load.value) {
      if (l.errors + l.non2xx > 0) notes.push(`load ${l.url}: ${l.errors} errors, ${l.non2xx} non-2xx`);
      if (l.settled && !l.settled.hit)
        notes.push(`load ${l.url}: no fresh copy (HIT) within ${l.settled.waitedMs} ms; measured while it re-rendered`);
      for (const f of l.comparison?.failures ?? []) failedBudgets.push(`throughput ${new URL(l.url).pathname}: ${f}`);
    }
  }
  return { failedBudgets, notes };
}

export function printReport(r: BenchResults): void {
  console.log(
    `\n== Bench ${r.date}  commit ${r.commit}${r.dirtyTree ? ' (+uncommitted changes)' : ''}  build ${r.buildId}`,
  );
  console.log(
    `   node ${r.node}, ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGiB} GiB RAM, ${r.machine.platform}`,
  );

  if (r.warm.ok) {
    const images = r.warm.value.reduce((n, w) => n + w.images, 0);
    console.log(`   warm-up: ${r.warm.value.length} pages, ${images} optimised image URLs fetched`);
  }

  if (r.bareApp.ok) {
    const b = r.bareApp.value;
    const versions = Object.entries(b.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `   bare app ${b.dir} on ${b.origin} (${b.built ? `built in ${b.buildSeconds} s` : 'build reused'}; ${versions})`,
    );
  } else console.log(`   bare app: failed: ${r.bareApp.error}`);

  const t = CACHED_PAGE_TARGETS;
  console.log(
    `\n== Pages side by side (issue 19; load ${r.options.connections} conn × ${r.options.durationSeconds} s each, same run)`,
  );
  console.log(summaryTable(r));
  console.log(
    `   targets: cached content page ≥ ${t.minOfStaticPct} % of the static file's req/s, ≥ ${t.minOfBarePct} % of the bare page's, p99 ≤ ${t.maxP99Ms} ms;`,
  );
  console.log(
    `            HTML gzip: home ≤ ${HTML_GZIP_TARGETS_KB.home} kB, text page ≤ ${HTML_GZIP_TARGETS_KB.text} kB; Lighthouse mobile: perf ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs / 1000} s, CLS ${BUDGETS.cls}`,
  );
  console.log(
    '   mode: from .next/prerender-manifest.json; cache: x-nextjs-cache of a second request (none = rendered per request)',
  );
  console.log(
    r.options.warmupLoadSeconds > 0
      ? `   warm-up: the ${r.options.warmupLoadSeconds} s of the same load on the same address just before its measured run, not counted`
      : '   no warm-up load: each target measured from its first request',
  );

  printRendering(r);
  printRevalidation(r);
  printMemory(r);

  console.log('\n== Lighthouse (mobile preset, median of runs)');
  if (!r.lighthouse.ok) console.log(`   failed: ${r.lighthouse.error}`);
  else if (r.lighthouse.value.skipped) console.log(`   SKIPPED: ${r.lighthouse.value.reason}`);
  else {
    const lh = r.lighthouse.value;
    console.log(`   lighthouse ${lh.lighthouseVersion}, ${lh.runsPerPage} runs per page, Chromium ${lh.chromePath}`);
    console.log(
      lh.transport.kind === 'https-h2'
        ? `   through HTTPS with HTTP/2 as deployed (${lh.transport.origin}, bench/https-front.mts); one more run per page over plain HTTP/1.1`
        : `   ${lh.transport.reason}`,
    );
    console.table(
      Object.fromEntries(
        lh.pages.map((p) => [
          p.page,
          {
            perf: fmt(p.median.performance),
            a11y: fmt(p.median.accessibility),
            'best-pr.': fmt(p.median.bestPractices),
            seo: fmt(p.median.seo),
            'LCP ms': fmt(p.median.lcpMs),
            'TBT ms': fmt(p.median.tbtMs),
            CLS: fmt(p.median.cls, 3),
            runs: `${p.okRuns}/${lh.runsPerPage}`,
            'waited fresh': p.waitedForFreshPage,
            'paint withheld': withheldCount(p),
            budget: verdict(p.pass),
            'applied: perf': fmt(p.applied?.performance ?? null),
            'FCP ms': fmt(p.applied?.fcpMs ?? null),
            'LCP ms ': fmt(p.applied?.lcpMs ?? null),
            'TTI ms': fmt(p.applied?.ttiMs ?? null),
            'HTTP/1.1: perf': fmt(p.plainHttp?.performance ?? null),
            'LCP ms  ': fmt(p.plainHttp?.lcpMs ?? null),
            'slow link: FCP': fmt(p.slowLink?.fcpMs ?? null),
            'LCP ms   ': fmt(p.slowLink?.lcpMs ?? null),
            'TTI ms ': fmt(p.slowLink?.ttiMs ?? null),
          },
        ]),
      ),
    );
    console.log(
      '   applied: one more run with the same phone profile applied while the page loads (--throttling-method=devtools);',
    );
    console.log(
      '   not judged (the budget is on the simulated median), shown because on localhost the two can disagree;',
    );
    console.log(
      '   HTTP/1.1: one simulated run straight from next start over plain HTTP, as the bench ran until 4 December;',
    );
    console.log(
      '   not judged: no visitor\'s browser loads the site so (README, "HTTPS and HTTP/2 in the Lighthouse runs")',
    );
    console.log(
      `   slow link: one run loaded for real over a slow phone link (${SLOW_4G.rttMs} ms round trip, ${SLOW_4G.downKbps} kbit/s down,`,
    );
    console.log(
      '   DNS, handshakes and slow start; CPU 4x slower; bench/slow-link.mts): what the simulation estimates, measured;',
    );
    console.log('   not judged (README, "What a phone on a slow link sees")');
    console.log('   waited fresh: runs that first waited for the page to be rendered again (it was STALE)');
    console.log(
      "   paint withheld: runs taken again because headless Chromium held back the loaded page's first frame",
    );
    console.log(
      '   (load done, main thread idle, no frame for ~1 s: GoogleChrome/lighthouse#17148; bench/withheld-paint.mts);',
    );
    console.log(
      '   "+n kept": the last attempt was withheld too and is in the median; every set-aside run is in results.json',
    );
    for (const p of lh.pages) for (const e of p.runErrors) console.log(`   ${p.page} run error: ${e}`);
  }

  console.log('\n== First-load JavaScript (gzip -9, kB = 1000 B)');
  if (!r.firstLoadJs.ok) console.log(`   failed: ${r.firstLoadJs.error}`);
  else {
    const fl = r.firstLoadJs.value;
    console.log(
      `   bare Next.js baseline: ${fl.baselineFiles.length} files, ${fl.baselineGzKb.toFixed(2)} kB (rootMainFiles; the nomodule polyfills are never downloaded)`,
    );
    console.table(
      Object.fromEntries(
        fl.pages.map((p) => [
          p.page,
          {
            scripts: p.scripts,
            'total kB': p.totalGzKb.toFixed(2),
            'baseline kB': p.baselineGzKb.toFixed(2),
            'page extra kB': p.extraGzKb.toFixed(2),
            "on issue 19's day kB": p.beforeKb.toFixed(2),
            [`≤ that and ≤ ${fl.budgetExtraKb} kB`]: verdict(p.pass),
          },
        ]),
      ),
    );
  }

  console.log('\n== Throughput (autocannon, accept-encoding gzip)');
  if (!r.load.ok) console.log(`   failed: ${r.load.error}`);
  else {
    console.log(
      formatTable(
        [
          'target',
          'url',
          'req/s',
          'p50 ms',
          'p99 ms',
          'requests',
          'errors',
          'timeouts',
          'non-2xx',
          'before load',
          '% static',
          '% bare',
          'targets',
        ],
        r.load.value.map((l) => [
          l.name,
          l.url,
          fmt(l.requestsPerSec, 1),
          fmt(l.latencyP50Ms, 1),
          fmt(l.latencyP99Ms, 1),
          l.totalRequests,
          l.errors,
          l.timeouts,
          l.non2xx,
          l.settled
            ? `${l.settled.firstCacheHeader}→${l.settled.hit ? 'HIT' : 'no HIT'} ${l.settled.waitedMs} ms`
            : null,
          l.comparison?.ofStaticPct?.toFixed(1),
          l.comparison?.ofBarePct?.toFixed(1),
          l.comparison ? (l.comparison.pass ? 'PASS' : `FAIL: ${l.comparison.failures.join('; ')}`) : null,
        ]),
      ),
    );
  }

  for (const note of r.notes) console.log(`note: ${note}`);
  const failedSections = Object.values(sections(r)).filter((o) => !o.ok).length;
  const incomplete = failedSections > 0 ? ` (INCOMPLETE: ${failedSections} section(s) failed, see notes)` : '';
  console.log(
    r.failedBudgets.length === 0
      ? `\nSUMMARY: no failed budget among those measured${incomplete}`
      : `\nSUMMARY: ${r.failedBudgets.length} failed budget(s)${incomplete}: ${r.failedBudgets.join('; ')}`,
  );
}

/** Runs set aside, and any withheld run the medians still hold (every attempt of it was withheld). */
function withheldCount(p: LighthousePage): string {
  const kept =
    p.runs.filter((r) => r.firstPaintWithheld).length +
    (p.applied?.firstPaintWithheld ? 1 : 0) +
    (p.plainHttp?.firstPaintWithheld ? 1 : 0) +
    (p.slowLink?.firstPaintWithheld ? 1 : 0);
  return kept > 0 ? `${p.withheldRuns.length} +${kept} kept` : String(p.withheldRuns.length);
}

function printRendering(r: BenchResults): void {
  console.log('\n== Rendering mode, cache headers, HTML weight (gzip level 6, as next start sends it)');
  if (!r.rendering.ok) return console.log(`   failed: ${r.rendering.error}`);
  console.log(
    formatTable(
      [
        'app',
        'page',
        'status',
        'route',
        'mode',
        'revalidate',
        'built',
        '1st',
        '2nd',
        'Cache-Control',
        'ms',
        'raw kB',
        'gzip kB',
        'target',
      ],
      r.rendering.value.map((p) => [
        p.app,
        p.page,
        p.status,
        p.route,
        p.mode,
        p.revalidateSeconds === undefined ? null : p.revalidateSeconds === false ? 'never' : `${p.revalidateSeconds} s`,
        p.prerenderedAtBuild ? 'yes' : 'no',
        p.firstCacheHeader ?? 'none',
        p.cacheHeader ?? 'none',
        p.cacheControl,
        p.ms,
        p.rawKb.toFixed(2),
        p.gzipKb.toFixed(2),
        p.gzipTargetKb === undefined ? null : `≤ ${p.gzipTargetKb} ${verdict(p.pass)}`,
      ]),
    ),
  );
}

function printRevalidation(r: BenchResults): void {
  console.log(
    `\n== Stale-while-revalidate (POST /_ops/revalidate, then the page; ${REVALIDATION_ROUNDS} rounds, the median judged)`,
  );
  if (!r.revalidation.ok) return console.log(`   failed: ${r.revalidation.error}`);
  const each = <T,>(c: RevalidationCheck, pick: (round: RevalidationRound) => T): string =>
    c.rounds.map(pick).join(', ');
  console.log(
    formatTable(
      ['page', 'before', 'first after', 'ms', 'median ms', 'stale copy', 'HIT after s', 'content changed', 'check'],
      r.revalidation.value.map((c) =>
        c.available
          ? [
              c.page,
              each(c, (round) => round.beforeCacheHeader ?? 'none'),
              each(c, (round) => round.firstAfter.cacheHeader ?? 'none'),
              each(c, (round) => round.firstAfter.ms),
              c.medianFirstAfterMs,
              each(c, (round) => (round.firstAfter.sameAsBefore ? 'yes' : 'no')),
              each(c, (round) => (round.laterHit ? (round.laterHit.afterMs / 1000).toFixed(1) : 'never')),
              each(c, (round) => (round.laterHit ? (round.laterHit.contentChanged ? 'yes' : 'no') : '–')),
              c.pass ? 'PASS' : `FAIL: ${c.failures.join('; ')}`,
            ]
          : [c.page, null, null, null, null, null, null, null, `not available: ${c.reason ?? ''}`],
      ),
    ),
  );
}

function printMemory(r: BenchResults): void {
  console.log("\n== The site server's memory (/proc; not judged)");
  if (!r.memory.ok) return console.log(`   failed: ${r.memory.error}`);
  console.log(
    formatTable(
      ['when', 'resident MB', 'peak resident MB', 'worker threads'],
      r.memory.value.map((m) => [m.point, m.residentMb.toFixed(1), m.peakResidentMb.toFixed(1), m.workerThreads]),
    ),
  );
}

export async function writeResults(root: string, r: BenchResults): Promise<string> {
  const file = path.join(root, 'bench/results.json');
  await writeFile(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}
