import type { LighthousePage } from './lighthouse.mjs';
import type { LoadResult } from './load.mjs';
import type { RenderingPage } from './rendering.mjs';
import type { BenchResults } from './report.mjs';
import { formatTable, type Cell } from './table.mjs';

/**
 * The report's one table: every measured page on one row, with what each section found for it
 * (rendering mode, cache headers, HTML weight, throughput and its ratios, Lighthouse), so the
 * site's pages read side by side with the static file and the bare app's page of the same run.
 */

interface Row {
  label: string;
  rendering?: RenderingPage;
  load?: LoadResult;
  lighthouse?: LighthousePage;
}

const fixed = (value: number | null | undefined, digits: number): Cell =>
  value === null || value === undefined ? null : value.toFixed(digits);

function modeCell(r: RenderingPage | undefined): Cell {
  if (!r) return null;
  return typeof r.revalidateSeconds === 'number' ? `${r.mode} ${r.revalidateSeconds}s` : r.mode;
}

/** PASS/FAIL over the targets that apply to the row; – when none applies. */
function verdict(row: Row): Cell {
  const checks: boolean[] = [];
  if (row.rendering?.gzipTargetKb !== undefined) checks.push(row.rendering.pass);
  if (row.load?.comparison) checks.push(row.load.comparison.pass);
  if (row.lighthouse) checks.push(row.lighthouse.pass);
  if (checks.length === 0) return null;
  return checks.every(Boolean) ? 'PASS' : 'FAIL';
}

export function summaryTable(r: BenchResults): string {
  const rows = new Map<string, Row>();
  const row = (app: string, path: string, label: string): Row => {
    const key = `${app} ${path}`;
    let existing = rows.get(key);
    if (!existing) {
      existing = { label };
      rows.set(key, existing);
    }
    return existing;
  };
  const labelOf = (app: string, path: string, kind?: string): string =>
    kind === 'static' ? `static ${path}` : app === 'bare' ? `bare ${path}` : path;

  // Insertion order is the table's order: throughput targets first (static, bare, site pages).
  if (r.load.ok)
    for (const l of r.load.value)
      row(l.app, new URL(l.url).pathname, labelOf(l.app, new URL(l.url).pathname, l.kind)).load = l;
  if (r.rendering.ok) for (const p of r.rendering.value) row(p.app, p.page, labelOf(p.app, p.page)).rendering = p;
  if (r.lighthouse.ok && !r.lighthouse.value.skipped)
    for (const p of r.lighthouse.value.pages) row('site', p.page, p.page).lighthouse = p;

  const headers = [
    'page',
    'mode',
    'cache',
    'Cache-Control',
    'HTML kB',
    'gzip kB',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'warm-up req/s, p99',
    '% static',
    '% bare',
    'perf',
    'LCP s',
    'CLS',
    'targets',
  ];
  const body = [...rows.values()].map((x): Cell[] => [
    x.label,
    modeCell(x.rendering),
    x.rendering ? (x.rendering.cacheHeader ?? 'none') : null,
    x.rendering?.cacheControl,
    fixed(x.rendering?.rawKb, 1),
    fixed(x.rendering?.gzipKb, 1),
    x.rendering?.gzipTargetKb === undefined ? null : `≤ ${x.rendering.gzipTargetKb}`,
    fixed(x.load?.requestsPerSec, 0),
    fixed(x.load?.latencyP50Ms, 0),
    fixed(x.load?.latencyP99Ms, 0),
    x.load?.warmup ? `${x.load.warmup.requestsPerSec.toFixed(0)}, ${x.load.warmup.latencyP99Ms.toFixed(0)}` : null,
    fixed(x.load?.comparison?.ofStaticPct, 1),
    fixed(x.load?.comparison?.ofBarePct, 1),
    fixed(x.lighthouse?.median.performance, 0),
    x.lighthouse?.median.lcpMs == null ? null : (x.lighthouse.median.lcpMs / 1000).toFixed(2),
    fixed(x.lighthouse?.median.cls, 3),
    verdict(x),
  ]);
  return formatTable(headers, body);
}
