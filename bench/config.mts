/**
 * What `npm run bench` measures and against which budgets. Kept in one place so the figures in
 * bench/results.json can always be traced back to the exact pages and limits used.
 */

/** Port 3200 only: 3000/3100/3101 belong to the developer's own servers. */
export const PORT = 3200;
export const ORIGIN = `http://localhost:${PORT}`;

export interface BenchPage {
  /** Label used in tables and results.json. */
  label: string;
  /** Path on the site (zh-tw is the unprefixed default language). */
  path: string;
}

export const PAGES: readonly BenchPage[] = [
  { label: 'zh-tw home', path: '/' },
  { label: 'zh-tw attractions', path: '/attractions' },
  { label: 'zh-tw attraction 80', path: '/attractions/80' },
  { label: 'en home', path: '/en' },
  { label: 'en attractions', path: '/en/attractions' },
  { label: 'en attraction 80', path: '/en/attractions/80' },
  { label: 'ja tours', path: '/ja/tours' },
  { label: 'en species 58', path: '/en/ecology/58' },
];

/** Budgets from the issue. Lighthouse scores are on the 0–100 scale. */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Page JavaScript on top of the bare Next.js runtime, gzipped, in kB (1 kB = 1000 bytes). */
  firstLoadExtraKb: 15,
} as const;

export const LIGHTHOUSE_RUNS = 3;

export const LOAD_TARGETS = [
  { name: 'rendered page /attractions', url: `${ORIGIN}/attractions` },
  { name: 'static file /bench-static.txt', url: `${ORIGIN}/bench-static.txt` },
] as const;
export const LOAD_CONNECTIONS = 10;
export const LOAD_SECONDS = 10;

/** Same as Next's build output: kB are 1000 bytes, so figures compare with `next build`. */
export function toKb(bytes: number): number {
  return Math.round(bytes / 10) / 100;
}
