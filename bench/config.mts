/**
 * What `npm run bench` measures and against which budgets. Kept in one place so the figures in
 * bench/results.json can always be traced back to the exact pages and limits used. Run-time
 * knobs (durations, skipping Lighthouse) are in options.mts.
 */
import { defaultLocale, locales } from '../lib/i18n/locales';

/** Port 3200 only: 3000/3100/3101 belong to the developer's own servers. */
export const PORT = 3200;
export const ORIGIN = `http://localhost:${PORT}`;

/** The bare Next + next-intl app (bench/bare-app), served beside the site as the framework's floor. */
export const BARE_PORT = 3210;
export const BARE_ORIGIN = `http://localhost:${BARE_PORT}`;
export const BARE_DIR = 'bench/bare-app';

export type AppName = 'site' | 'bare';

/**
 * What the bench must know of each app to map a URL to its route in .next: the proxy serves an
 * unprefixed path as the default locale's (`/attractions` is `/zh-tw/attractions` inside).
 */
export const APPS: Record<AppName, { origin: string; dir: string; locales: readonly string[]; defaultLocale: string }> =
  {
    site: { origin: ORIGIN, dir: '.', locales, defaultLocale },
    bare: { origin: BARE_ORIGIN, dir: BARE_DIR, locales: ['zh-tw', 'en', 'ja'], defaultLocale: 'zh-tw' },
  };

export interface BenchPage {
  /** Label used in tables and results.json. */
  label: string;
  /** Path on the site (zh-tw is the unprefixed default language). */
  path: string;
  /**
   * Issue 19's "first-load JS not above today's": this page's JavaScript over the runtime (gzip,
   * kB) on the day the issue was filed (README, "Before and after (issue 19)"; measured on 905ff00).
   */
  firstLoadBeforeKb: number;
}

export const PAGES: readonly BenchPage[] = [
  { label: 'zh-tw home', path: '/', firstLoadBeforeKb: 11.79 },
  { label: 'zh-tw attractions', path: '/attractions', firstLoadBeforeKb: 11.37 },
  { label: 'zh-tw attraction 80', path: '/attractions/80', firstLoadBeforeKb: 11.94 },
  { label: 'en home', path: '/en', firstLoadBeforeKb: 11.79 },
  { label: 'en attractions', path: '/en/attractions', firstLoadBeforeKb: 11.37 },
  { label: 'en attraction 80', path: '/en/attractions/80', firstLoadBeforeKb: 11.94 },
  { label: 'ja tours', path: '/ja/tours', firstLoadBeforeKb: 11.37 },
  { label: 'en species 58', path: '/en/ecology/58', firstLoadBeforeKb: 10.78 },
];

/** Budgets from the issues (performance, LCP and CLS from issue 19). Lighthouse scores are on the 0–100 scale. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  /** Judged on the value as printed (3 decimals): Lighthouse reports sub-pixel shifts such as 0.00002. */
  cls: 0,
  /** Page JavaScript on top of the bare Next.js runtime, gzipped, in kB (1 kB = 1000 bytes). */
  firstLoadExtraKb: 15,
} as const;

/** Issue 19 targets for a content page served from Next's cache (throughput at the same load). */
export const CACHED_PAGE_TARGETS = {
  /** req/s as a share of the static file's, which is what the server and machine can do at all. */
  minOfStaticPct: 15,
  /** req/s as a share of the bare Next + next-intl page's: what the framework itself costs. */
  minOfBarePct: 70,
  maxP99Ms: 50,
} as const;

/** Issue 19 targets for the HTML a page sends, gzipped, in kB (1000 B). */
export const HTML_GZIP_TARGETS_KB = { home: 25, text: 15 } as const;

export interface LoadTarget {
  /** static: a file from public/ (the server's ceiling); bare: the floor app's page; page: a site page. */
  kind: 'static' | 'bare' | 'page';
  app: AppName;
  path: string;
}

/** Measured side by side in one run, in this order, at the same load. */
export const LOAD_TARGETS: readonly LoadTarget[] = [
  { kind: 'static', app: 'site', path: '/bench-static.txt' },
  // `/` of the bare app is rewritten by its proxy to /zh-tw, like the site's home.
  { kind: 'bare', app: 'bare', path: '/' },
  { kind: 'page', app: 'site', path: '/' },
  { kind: 'page', app: 'site', path: '/attractions' },
  { kind: 'page', app: 'site', path: '/en/attractions/80' },
  { kind: 'page', app: 'site', path: '/ja/events' },
];

export interface CachePage {
  app: AppName;
  path: string;
  /** home and text pages have an HTML weight target; the others are reported only. */
  role: 'home' | 'list' | 'detail' | 'text' | 'floor';
}

/** Pages whose rendering mode, Cache-Control and HTML weight are reported. */
export const CACHE_PAGES: readonly CachePage[] = [
  { app: 'site', path: '/', role: 'home' },
  { app: 'site', path: '/en', role: 'home' },
  { app: 'site', path: '/attractions', role: 'list' },
  { app: 'site', path: '/en/attractions/80', role: 'detail' },
  { app: 'site', path: '/ja/events', role: 'list' },
  { app: 'site', path: '/privacy', role: 'text' },
  { app: 'site', path: '/en/privacy', role: 'text' },
  { app: 'bare', path: '/', role: 'floor' },
];

/**
 * Stale-while-revalidate checks: after revalidating `tags` through the operators' endpoint, the
 * page's next request must still be served from the stale copy, and a later one from the new one.
 */
export const REVALIDATION_CHECKS: readonly { path: string; tags: readonly string[] }[] = [
  { path: '/attractions', tags: ['attractions'] },
  { path: '/en/attractions/80', tags: ['attractions'] },
];

/** Same as Next's build output: kB are 1000 bytes, so figures compare with `next build`. */
export function toKb(bytes: number): number {
  return Math.round(bytes / 10) / 100;
}
