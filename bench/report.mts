import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FirstLoadSection } from './first-load-js.mjs';
import type { LighthouseSection } from './lighthouse.mjs';
import type { LoadResult } from './load.mjs';
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
  warm: Outcome<WarmPage[]>;
  lighthouse: Outcome<LighthouseSection>;
  firstLoadJs: Outcome<FirstLoadSection>;
  load: Outcome<LoadResult[]>;
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

/** Budget failures and notes, derived from the figures so results.json and the console agree. */
export function judge(r: Omit<BenchResults, 'failedBudgets' | 'notes'>): { failedBudgets: string[]; notes: string[] } {
  const failedBudgets: string[] = [];
  const notes: string[] = [];
  for (const [name, outcome] of Object.entries({ warm: r.warm, lighthouse: r.lighthouse, firstLoadJs: r.firstLoadJs, load: r.load })) {
    if (!outcome.ok) notes.push(`${name} section failed: ${outcome.error}`);
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
      failedBudgets.push(`first-load JS ${p.page}: +${p.extraGzKb.toFixed(2)} kB > ${fl.budgetExtraKb} kB`);
    }
  }
  if (r.load.ok) {
    for (const l of r.load.value) {
      if (l.errors + l.non2xx > 0) notes.push(`load ${l.url}: ${l.errors} errors, ${l.non2xx} non-2xx`);
    }
  }
  return { failedBudgets, notes };
}

export function printReport(r: BenchResults): void {
  console.log(`\n== Bench ${r.date}  commit ${r.commit}${r.dirtyTree ? ' (+uncommitted changes)' : ''}  build ${r.buildId}`);
  console.log(`   node ${r.node}, ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGiB} GiB RAM, ${r.machine.platform}`);

  if (r.warm.ok) {
    const images = r.warm.value.reduce((n, w) => n + w.images, 0);
    console.log(`   warm-up: ${r.warm.value.length} pages, ${images} optimised image URLs fetched`);
  }

  console.log('\n== Lighthouse (mobile preset, median of runs)');
  if (!r.lighthouse.ok) console.log(`   failed: ${r.lighthouse.error}`);
  else if (r.lighthouse.value.skipped) console.log(`   SKIPPED: ${r.lighthouse.value.reason}`);
  else {
    const lh = r.lighthouse.value;
    console.log(`   lighthouse ${lh.lighthouseVersion}, ${lh.runsPerPage} runs per page, Chromium ${lh.chromePath}`);
    console.table(Object.fromEntries(lh.pages.map((p) => [p.page, {
      perf: fmt(p.median.performance), a11y: fmt(p.median.accessibility),
      'best-pr.': fmt(p.median.bestPractices), seo: fmt(p.median.seo),
      'LCP ms': fmt(p.median.lcpMs), 'TBT ms': fmt(p.median.tbtMs), CLS: fmt(p.median.cls, 3),
      runs: `${p.okRuns}/${lh.runsPerPage}`, budget: verdict(p.pass),
    }])));
    for (const p of lh.pages) for (const e of p.runErrors) console.log(`   ${p.page} run error: ${e}`);
  }

  console.log('\n== First-load JavaScript (gzip -9, kB = 1000 B)');
  if (!r.firstLoadJs.ok) console.log(`   failed: ${r.firstLoadJs.error}`);
  else {
    const fl = r.firstLoadJs.value;
    console.log(`   bare Next.js baseline: ${fl.baselineFiles.length} files, ${fl.baselineGzKb.toFixed(2)} kB (rootMainFiles + polyfillFiles)`);
    console.table(Object.fromEntries(fl.pages.map((p) => [p.page, {
      scripts: p.scripts, 'total kB': p.totalGzKb.toFixed(2), 'baseline kB': p.baselineGzKb.toFixed(2),
      'page extra kB': p.extraGzKb.toFixed(2), [`budget ≤ ${fl.budgetExtraKb} kB`]: verdict(p.pass),
    }])));
  }

  console.log('\n== Throughput (autocannon)');
  if (!r.load.ok) console.log(`   failed: ${r.load.error}`);
  else {
    console.table(Object.fromEntries(r.load.value.map((l) => [l.name, {
      'req/s': fmt(l.requestsPerSec, 1), 'p50 ms': fmt(l.latencyP50Ms, 1), 'p99 ms': fmt(l.latencyP99Ms, 1),
      requests: l.totalRequests, errors: l.errors, timeouts: l.timeouts, non2xx: l.non2xx,
      load: `${l.connections} conn × ${l.seconds} s`,
    }])));
  }

  for (const note of r.notes) console.log(`note: ${note}`);
  const failedSections = [r.warm, r.lighthouse, r.firstLoadJs, r.load].filter((o) => !o.ok).length;
  const incomplete = failedSections > 0 ? ` (INCOMPLETE: ${failedSections} section(s) failed, see notes)` : '';
  console.log(
    r.failedBudgets.length === 0
      ? `\nSUMMARY: no failed budget among those measured${incomplete}`
      : `\nSUMMARY: ${r.failedBudgets.length} failed budget(s)${incomplete}: ${r.failedBudgets.join('; ')}`,
  );
}

export async function writeResults(root: string, r: BenchResults): Promise<string> {
  const file = path.join(root, 'bench/results.json');
  await writeFile(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}
