import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, ORIGIN, toKb, type BenchPage } from './config.mjs';
import { fetchPage, tagAttributes } from './html.mjs';
import { readRootMainFiles } from '../lib/build/build-manifest';

/**
 * First-load JavaScript per page, gzipped at level 9 by us (not as served) so the figure does not
 * depend on the server's compression settings. The budget is on what a page adds on top of the
 * bare Next.js runtime, i.e. the files every page of this build loads (from build-manifest.json).
 * Next's polyfills are left out: they are a `<script nomodule>`, which a browser that runs modules
 * (every browser the site supports, and Lighthouse's Chromium) never downloads.
 */

export interface FirstLoadPage {
  page: string;
  scripts: number;
  totalGzKb: number;
  baselineGzKb: number;
  extraGzKb: number;
  /** Issue 19's bound for this page: its figure on the day the issue was filed. */
  beforeKb: number;
  /** Within the general budget and not above issue 19's "today's". */
  pass: boolean;
}

export interface FirstLoadSection {
  budgetExtraKb: number;
  baselineFiles: string[];
  baselineGzKb: number;
  pages: FirstLoadPage[];
}

/** `static/chunks/x.js` in the manifest is served as `/_next/static/chunks/x.js`. */
function manifestFileToUrlPath(file: string): string {
  return `/_next/${file.replace(/^\/+/, '')}`;
}

async function baselineFiles(root: string): Promise<string[]> {
  const files = await readRootMainFiles(path.join(root, '.next'));
  return [...new Set(files.filter((f) => f.endsWith('.js')).map(manifestFileToUrlPath))];
}

/** Every Next script the page makes the browser download at first load. */
function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const script of tagAttributes(html, 'script')) {
    const src = script.get('src');
    if (script.has('nomodule')) continue;
    if (src?.startsWith('/_next/')) urls.add(src.split('?')[0] ?? src);
  }
  // modulepreload and preload-as-script links are downloaded up front too, even if run later.
  for (const link of tagAttributes(html, 'link')) {
    const rel = (link.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.get('href');
    const isScript = rel.includes('modulepreload') || (rel.includes('preload') && link.get('as') === 'script');
    if (isScript && href?.startsWith('/_next/')) urls.add(href.split('?')[0] ?? href);
  }
  return [...urls];
}

export async function measureFirstLoadJs(root: string, pages: readonly BenchPage[]): Promise<FirstLoadSection> {
  const gzCache = new Map<string, Promise<number>>();
  const gzBytes = (urlPath: string): Promise<number> => {
    let cached = gzCache.get(urlPath);
    if (!cached) {
      cached = (async () => {
        const res = await fetch(`${ORIGIN}${urlPath}`, { signal: AbortSignal.timeout(30_000) });
        if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
        return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
      })();
      gzCache.set(urlPath, cached);
    }
    return cached;
  };
  const sum = async (files: readonly string[]): Promise<number> =>
    (await Promise.all(files.map(gzBytes))).reduce((a, b) => a + b, 0);

  const baseline = await baselineFiles(root);
  const baselineBytes = await sum(baseline);
  const result: FirstLoadPage[] = [];
  for (const page of pages) {
    const { status, html } = await fetchPage(`${ORIGIN}${page.path}`);
    if (status !== 200) throw new Error(`${page.path} answered ${status}`);
    const scripts = pageScripts(html);
    const missing = baseline.filter((file) => !scripts.includes(file));
    if (missing.length > 0) console.warn(`${page.path} does not load baseline file(s): ${missing.join(', ')}`);
    const totalBytes = await sum(scripts);
    // Counted as the page's own files rather than total − baseline, so a baseline file the page
    // happens not to load cannot make its extra look smaller. Equal when every page loads them all.
    const extraBytes = await sum(scripts.filter((file) => !baseline.includes(file)));
    result.push({
      page: page.path,
      scripts: scripts.length,
      totalGzKb: toKb(totalBytes),
      baselineGzKb: toKb(baselineBytes),
      extraGzKb: toKb(extraBytes),
      beforeKb: page.firstLoadBeforeKb,
      pass: toKb(extraBytes) <= Math.min(BUDGETS.firstLoadExtraKb, page.firstLoadBeforeKb),
    });
  }
  return {
    budgetExtraKb: BUDGETS.firstLoadExtraKb,
    baselineFiles: baseline,
    baselineGzKb: toKb(baselineBytes),
    pages: result,
  };
}
