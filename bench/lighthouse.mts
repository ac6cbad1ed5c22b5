import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { BUDGETS, ORIGIN, type BenchPage } from './config.mjs';
import { startHttpsFront, type HttpsFront } from './https-front.mjs';
import { settle } from './settle.mjs';
import { SLOW_4G, startSlowLink } from './slow-link.mjs';
import { median } from './median.mjs';
import { firstPaintWithheld, type ObservedLoad } from './withheld-paint.mjs';

/**
 * Lighthouse (mobile preset, its default) through the CLI as a child process: the CLI launches
 * and closes its own Chromium each run, so one crashed run cannot poison the next.
 */

const DEFAULT_CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The HTTPS front's certificate is made for the run (bench/https-front.mts).
  '--ignore-certificate-errors',
].join(' ');
const RUN_TIMEOUT_MS = 180_000;
/** A run whose first frame headless Chromium withheld is taken again, at most this many times in all. */
const ATTEMPTS_PER_RUN = 3;

/** The CLI run in flight, so an interrupted bench can stop it (and its Chromium) too. */
let activeRun: ChildProcess | undefined;

let stopped = false;

/** SIGINT makes the CLI close its own Chromium instead of leaving it orphaned. */
export function stopLighthouse(): void {
  stopped = true;
  activeRun?.kill('SIGINT');
}

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface LighthouseRun extends LighthouseFigures {
  /** Chromium withheld this run's first frame (bench/withheld-paint.mts): kept only after the last attempt. */
  firstPaintWithheld: boolean;
}

/** A run set aside because Chromium withheld its first frame, kept in the results as it was measured. */
export interface WithheldRun {
  throttling: Throttling;
  /** Whether the run went through the HTTPS front or straight to `next start`. */
  transport: LighthouseTransport['kind'];
  figures: LighthouseRun;
  observedLoadMs: number;
  observedFcpMs: number;
}

export interface LighthousePage {
  page: string;
  okRuns: number;
  /** Median of each figure over the successful runs. */
  median: LighthouseFigures;
  runs: LighthouseRun[];
  runErrors: string[];
  /**
   * Runs (the applied one included) before which the page was not fresh in Next's cache (STALE):
   * each waited for the page's background re-render, so no run measures the page beside it.
   */
  waitedForFreshPage: number;
  /** Runs taken again because Chromium withheld their first frame (not in the medians). */
  withheldRuns: WithheldRun[];
  pass: boolean;
  failures: string[];
  /**
   * One more run with the same phone profile applied while the page loads (`--throttling-method=devtools`:
   * requests really delayed, bandwidth and CPU really slowed) instead of simulated from a full-speed
   * load. Not judged: the targets are the simulated medians above. Printed beside them because on
   * localhost the two can disagree (README, "Where LCP's two seconds go"); null if the run failed.
   */
  applied: AppliedThrottlingRun | null;
  /**
   * One more simulated run of the page over plain HTTP/1.1 straight from `next start`, as the bench
   * measured until 4 December: not judged, shown so the transport's share of the figures stays in
   * sight (README, "HTTPS and HTTP/2 in the Lighthouse runs"). Null when the runs are plain anyway
   * or the run failed.
   */
  plainHttp: LighthouseRun | null;
  /**
   * One more run that loads the page for real over a slow phone link (bench/slow-link.mts: the
   * round trip, bandwidth, handshakes and slow start of the profile the simulation assumes, made
   * real between Chromium and the HTTPS front; the CPU slowed 4× as in the other runs). Not judged:
   * printed beside the simulated medians to show how far the simulation's model is from a real load
   * on its own link (README, "What a phone on a slow link sees"). Null without the front or if the run failed.
   */
  slowLink: AppliedThrottlingRun | null;
}

/** How the judged runs reached the site. */
export type LighthouseTransport = { kind: 'https-h2'; origin: string } | { kind: 'http'; reason: string };

export interface AppliedThrottlingRun {
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** Time to Interactive: when hydration and the page's scripts are done. */
  ttiMs: number | null;
  firstPaintWithheld: boolean;
}

export type LighthouseSection =
  | { skipped: true; reason: string }
  | {
      skipped: false;
      chromePath: string;
      lighthouseVersion: string;
      runsPerPage: number;
      transport: LighthouseTransport;
      pages: LighthousePage[];
    };

const category = z.object({ score: z.number().nullable() }).optional();
const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({
    performance: category,
    accessibility: category,
    'best-practices': category,
    seo: category,
  }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional(), details: z.unknown().optional() })),
});
const observedMetricsSchema = z.object({
  items: z.tuple([z.object({ observedLoad: z.number(), observedFirstContentfulPaint: z.number() })]).rest(z.unknown()),
});
const mainThreadTasksSchema = z.object({
  items: z.array(z.object({ startTime: z.number(), duration: z.number() })),
});

/**
 * `simulate`: Lantern's estimate from a full-speed load (the judged runs). `devtools`: DevTools
 * slows each request and the CPU while the page loads. `slow-link`: the network is left to the slow
 * link the page is loaded through (bench/slow-link.mts), DevTools slows only the CPU.
 */
export type Throttling = 'simulate' | 'devtools' | 'slow-link';

/** Lighthouse's flags for each kind of run. */
function throttlingFlags(throttling: Throttling): string[] {
  if (throttling !== 'slow-link') return [`--throttling-method=${throttling}`];
  return [
    '--throttling-method=devtools',
    // Zero turns DevTools' network throttling off: the link does it.
    '--throttling.requestLatencyMs=0',
    '--throttling.downloadThroughputKbps=0',
    '--throttling.uploadThroughputKbps=0',
    '--throttling.cpuSlowdownMultiplier=4',
  ];
}

function runCli(url: string, outputPath: string, chromePath: string, throttling: Throttling): Promise<void> {
  return new Promise((resolve, reject) => {
    // Once the bench is interrupted no new run may start (it would outlive the bench).
    if (stopped) return reject(new Error('interrupted'));
    const args = [
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...throttlingFlags(throttling),
    ];
    // SIGINT on timeout: the CLI then closes its Chromium itself instead of orphaning it.
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGINT',
    });
    activeRun = child;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      activeRun = undefined;
      if (code === 0) resolve();
      else
        reject(
          new Error(`lighthouse exited with ${signal ?? code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`),
        );
    });
  });
}

async function runOnce(url: string, dir: string, index: number, chromePath: string, throttling: Throttling) {
  const outputPath = path.join(dir, `run-${index}.json`);
  await runCli(url, outputPath, chromePath, throttling);
  const lhr = lhrSchema.parse(JSON.parse(await readFile(outputPath, 'utf8')));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (c: { score: number | null } | undefined): number | null =>
    c?.score == null ? null : Math.round(c.score * 100);
  const audit = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const metrics = observedMetricsSchema.parse(lhr.audits.metrics?.details).items[0];
  const observed: ObservedLoad = {
    loadMs: metrics.observedLoad,
    firstContentfulPaintMs: metrics.observedFirstContentfulPaint,
    mainThreadTasks: mainThreadTasksSchema.parse(lhr.audits['main-thread-tasks']?.details).items,
  };
  const figures: LighthouseRun = {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    firstPaintWithheld: firstPaintWithheld(observed),
  };
  return {
    version: lhr.lighthouseVersion,
    figures,
    observed,
    fcpMs: audit('first-contentful-paint'),
    ttiMs: audit('interactive'),
  };
}

type Run = Awaited<ReturnType<typeof runOnce>>;

/** Where one page's runs go, and what each run does first. */
interface PageRunContext {
  /** The page through the HTTPS front (or plain, without one). */
  url: string;
  dir: string;
  chromePath: string;
  settleBeforeRun: () => Promise<void>;
  /** Runs set aside because Chromium withheld their first frame. */
  withheld: WithheldRun[];
  onRetry: () => void;
}

/**
 * One run (after waiting for a fresh page), taken again up to {@link ATTEMPTS_PER_RUN} times while
 * Chromium withholds its first frame; the runs set aside go to `withheld`. If every attempt is
 * withheld the last one counts, flagged, so a page that always paints late is still judged on it.
 */
async function runWithoutWithheldPaint(
  context: PageRunContext,
  index: number,
  throttling: Throttling,
  url = context.url,
): Promise<Run> {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) context.onRetry();
    await context.settleBeforeRun();
    const run = await runOnce(url, context.dir, index * 10 + attempt, context.chromePath, throttling);
    if (!run.figures.firstPaintWithheld || attempt + 1 >= ATTEMPTS_PER_RUN) return run;
    context.withheld.push({
      throttling,
      transport: url.startsWith('https:') ? 'https-h2' : 'http',
      figures: run.figures,
      observedLoadMs: run.observed.loadMs,
      observedFcpMs: run.observed.firstContentfulPaintMs,
    });
  }
}

/** An extra run that may fail without failing the page: null then. */
const orNull = <T,>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

async function runApplied(
  context: PageRunContext,
  index: number,
  throttling: Throttling = 'devtools',
  url = context.url,
): Promise<AppliedThrottlingRun | null> {
  const run = await orNull(runWithoutWithheldPaint(context, index, throttling, url));
  return (
    run && {
      performance: run.figures.performance,
      fcpMs: run.fcpMs,
      lcpMs: run.figures.lcpMs,
      ttiMs: run.ttiMs,
      firstPaintWithheld: run.figures.firstPaintWithheld,
    }
  );
}

/** One run through a slow link of its own (each run's browser starts cold: DNS, handshakes, slow start). */
async function runOverSlowLink(
  context: PageRunContext,
  index: number,
  front: HttpsFront,
  pagePath: string,
): Promise<AppliedThrottlingRun | null> {
  const link = await orNull(startSlowLink(Number(new URL(front.origin).port), SLOW_4G));
  if (!link) return null;
  try {
    return await runApplied(context, index, 'slow-link', `https://localhost:${link.port}${pagePath}`);
  } finally {
    await link.close();
  }
}

/** The HTTPS front, or why the runs go over plain HTTP (no `openssl`, say). */
async function openTransport(): Promise<{ front?: HttpsFront; transport: LighthouseTransport }> {
  try {
    const front = await startHttpsFront(ORIGIN);
    return { front, transport: { kind: 'https-h2', origin: front.origin } };
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { transport: { kind: 'http', reason: `no HTTPS front (${why}): every run over plain HTTP/1.1` } };
  }
}

function judge(m: LighthouseFigures): string[] {
  const failures: string[] = [];
  const check = (name: string, value: number | null, min: number): void => {
    if (value === null || value < min) failures.push(`${name} ${value ?? 'n/a'} < ${min}`);
  };
  check('performance', m.performance, BUDGETS.performance);
  check('accessibility', m.accessibility, BUDGETS.accessibility);
  check('best-practices', m.bestPractices, BUDGETS.bestPractices);
  check('seo', m.seo, BUDGETS.seo);
  if (m.lcpMs === null || m.lcpMs > BUDGETS.lcpMs)
    failures.push(`LCP ${m.lcpMs === null ? 'n/a' : Math.round(m.lcpMs)} ms > ${BUDGETS.lcpMs} ms`);
  // As printed (3 decimals): 0.00002 is a sub-pixel shift no visitor sees.
  if (m.cls === null || Number(m.cls.toFixed(3)) > BUDGETS.cls)
    failures.push(`CLS ${m.cls === null ? 'n/a' : m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  return failures;
}

export async function runLighthouse(
  pages: readonly BenchPage[],
  runsPerPage: number,
  onProgress: (message: string) => void,
): Promise<LighthouseSection> {
  // CHROME_PATH from the caller's environment wins, so a machine with Chrome elsewhere still works.
  const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME;
  try {
    await access(chromePath, constants.X_OK);
  } catch {
    return {
      skipped: true,
      reason: `no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH); Lighthouse skipped`,
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const { front, transport } = await openTransport();
  let lighthouseVersion = 'unknown';
  const result: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      const runErrors: string[] = [];
      const withheldRuns: WithheldRun[] = [];
      const plainUrl = `${ORIGIN}${page.path}`;
      const url = front ? `${front.origin}${page.path}` : plainUrl;
      let waitedForFreshPage = 0;
      let current = '';
      const context: PageRunContext = {
        url,
        dir,
        chromePath,
        settleBeforeRun: async () => {
          // A page never answered fresh (settle gives up after 15 s) is measured as it is.
          if ((await settle(plainUrl)).firstCacheHeader !== 'HIT') waitedForFreshPage += 1;
        },
        withheld: withheldRuns,
        onRetry: () => onProgress(`lighthouse ${page.path} ${current}: first frame withheld, again`),
      };
      for (let i = 1; i <= runsPerPage; i++) {
        current = `run ${i}`;
        onProgress(`lighthouse ${page.path} run ${i}/${runsPerPage}`);
        try {
          const { version, figures } = await runWithoutWithheldPaint(context, result.length * 10 + i, 'simulate');
          lighthouseVersion = version;
          runs.push(figures);
        } catch (error) {
          runErrors.push(error instanceof Error ? error.message : String(error));
        }
      }
      const pick = (key: keyof LighthouseFigures): number | null => median(runs.map((r) => r[key]));
      const med: LighthouseFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      };
      const failures = runs.length === 0 ? ['no successful Lighthouse run'] : judge(med);
      current = 'with applied throttling';
      onProgress(`lighthouse ${page.path} ${current}`);
      const applied = await runApplied(context, result.length * 10 + 9);
      let plainHttp: LighthouseRun | null = null;
      let slowLink: AppliedThrottlingRun | null = null;
      if (front) {
        current = 'over a slow phone link';
        onProgress(`lighthouse ${page.path} ${current}`);
        slowLink = await runOverSlowLink(context, result.length * 10 + 7, front, page.path);
        current = 'over plain HTTP/1.1';
        onProgress(`lighthouse ${page.path} ${current}`);
        const run = await orNull(runWithoutWithheldPaint(context, result.length * 10 + 8, 'simulate', plainUrl));
        plainHttp = run?.figures ?? null;
      }
      result.push({
        page: page.path,
        okRuns: runs.length,
        median: med,
        runs,
        runErrors,
        waitedForFreshPage,
        withheldRuns,
        pass: failures.length === 0,
        failures,
        applied,
        plainHttp,
        slowLink,
      });
    }
  } finally {
    await front?.close();
    await rm(dir, { recursive: true, force: true });
  }
  return { skipped: false, chromePath, lighthouseVersion, runsPerPage, transport, pages: result };
}
