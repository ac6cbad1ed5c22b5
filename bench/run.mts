/**
 * `npm run bench`: starts the production build on port 3200, and the bare Next + next-intl app
 * (bench/bare-app) on 3210 beside it, and reports performance figures against the issues' budgets
 * (Lighthouse, first-load JS, rendering mode and HTML weight, throughput against a static file and
 * the bare app, stale-while-revalidate). It is a report, not a test: failed budgets are listed
 * but the exit code stays 0; only a broken bench exits non-zero. Knobs: see options.mts.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBareBuild, startBareServer, stopBareBuild } from './bare.mjs';
import { BARE_ORIGIN, CACHE_PAGES, LOAD_TARGETS, ORIGIN, PAGES, REVALIDATION_CHECKS, type AppName } from './config.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { runLighthouse, stopLighthouse, type LighthouseSection } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { readMemory, waitForSearchWarmUp } from './memory.mjs';
import { readOptions, type BenchOptions } from './options.mjs';
import { measureRendering } from './rendering.mjs';
import { environment, judge, printReport, writeResults, type Outcome } from './report.mjs';
import { checkStaleWhileRevalidate, opsEndpointTrigger, type RevalidationCheck } from './revalidation.mjs';
import { runSearchBench } from './search/run-search.mjs';
import { startServer, type RunningServer } from './server.mjs';
import { warmPages } from './warm.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function progress(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function readBuildId(): Promise<string | undefined> {
  try {
    return (await readFile(path.join(root, '.next/BUILD_ID'), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/** Runs one job as a section: its figures, or its error, without stopping the others. */
async function outcome<T>(name: string, job: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await job() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`${name} failed: ${message}`);
    return { ok: false, error: message };
  }
}

/** The values of several sections' outcomes, or their errors. */
function allOf<T>(outcomes: readonly Outcome<T>[]): Outcome<T[]> {
  const values: T[] = [];
  const errors: string[] = [];
  for (const o of outcomes) {
    if (o.ok) values.push(o.value);
    else errors.push(o.error);
  }
  return errors.length > 0 ? { ok: false, error: errors.join('; ') } : { ok: true, value: values };
}

/**
 * Returns a runner for the bench's sections. A failing section is recorded and the others still
 * run. Figures taken while a server was down, or after a rebuild replaced .next under it, are
 * turned into a failure too: they would describe something other than this build.
 */
function sectionRunner(servers: readonly RunningServer[], buildId: string) {
  const logShown = new Set<RunningServer>();
  const whyInvalid = async (): Promise<string | undefined> => {
    for (const server of servers) {
      const exit = server.exitReason();
      if (!exit) continue;
      if (!logShown.has(server)) {
        logShown.add(server);
        console.log(`--- last output of the server ---\n${server.logTail()}\n---`);
      }
      return `${exit} (it crashed, or another process stopped it)`;
    }
    const current = await readBuildId();
    return current === buildId
      ? undefined
      : `.next was rebuilt during the run (BUILD_ID ${buildId} → ${current ?? 'missing'})`;
  };

  return async <T,>(name: string, job: () => Promise<T>): Promise<Outcome<T>> => {
    progress(`${name}…`);
    let error = await whyInvalid();
    if (!error) {
      try {
        const value = await job();
        error = await whyInvalid();
        if (!error) return { ok: true, value };
      } catch (thrown) {
        error = (await whyInvalid()) ?? (thrown instanceof Error ? thrown.message : String(thrown));
      }
    }
    progress(`${name} failed: ${error}`);
    return { ok: false, error };
  };
}

async function main(options: BenchOptions): Promise<number> {
  const buildId = await readBuildId();
  if (buildId === undefined) {
    console.error('No production build found (.next/BUILD_ID is missing): run `npm run build` first');
    return 1;
  }
  progress(`options: ${JSON.stringify(options)}`);

  // Ctrl-C or a kill must not leave a server, a build or a Lighthouse Chromium behind.
  const servers: RunningServer[] = [];
  const interrupt = (signal: NodeJS.Signals): void => {
    progress(`${signal}: stopping`);
    stopLighthouse();
    stopBareBuild();
    void Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  // Built before any server runs, so the build's CPU use cannot disturb a measurement.
  const bareBuild = await outcome('bare app build', () => ensureBareBuild(root, progress));
  if (bareBuild.ok)
    progress(
      bareBuild.value.built
        ? `bare app built in ${bareBuild.value.buildSeconds} s`
        : 'bare app: sources unchanged, build reused',
    );

  // A fresh operator token per run: it only lets this bench trigger revalidations on its own server.
  const opsToken = randomBytes(24).toString('base64url');
  progress(`starting next start on port 3200 (build ${buildId})`);
  let server: RunningServer;
  try {
    server = await startServer(root, opsToken);
  } catch (error) {
    console.error(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  servers.push(server);
  progress(`server ready, pid ${server.pid}`);

  let bareServer: RunningServer | undefined;
  const bareApp = !bareBuild.ok
    ? bareBuild
    : await outcome('bare app start', async () => {
        bareServer = await startBareServer(root);
        servers.push(bareServer);
        progress(`bare app ready on ${BARE_ORIGIN}, pid ${bareServer.pid}`);
        return { ...bareBuild.value, origin: BARE_ORIGIN };
      });
  const available = (app: AppName): boolean => app === 'site' || bareServer !== undefined;

  try {
    const section = sectionRunner(servers, buildId);
    const warm = await section(`warm-up (pages${options.skipLighthouse ? '' : ' and their optimised images'})`, () =>
      warmPages(PAGES, !options.skipLighthouse),
    );
    // Read once the server has built its search indexes (a few seconds after its start), as every
    // running server holds them.
    const memoryAfterWarmUp = await section('server memory after the warm-up', async () => {
      await waitForSearchWarmUp(() => server.logLines());
      return readMemory(server.pid, 'after the warm-up, search indexes built');
    });
    const rendering = await section('rendering mode, cache headers and HTML weight', () =>
      measureRendering(root, CACHE_PAGES, available),
    );
    const lighthouse = await section('lighthouse', (): Promise<LighthouseSection> =>
      options.skipLighthouse
        ? Promise.resolve({
            skipped: true,
            reason: 'Lighthouse skipped on request (--quick / --skip-lighthouse / BENCH_SKIP_LIGHTHOUSE)',
          })
        : runLighthouse(PAGES, options.lighthouseRuns, progress),
    );
    const firstLoadJs = await section('first-load JavaScript', () => measureFirstLoadJs(root, PAGES));
    const load = await section('throughput', () => runLoad(LOAD_TARGETS, options, available, progress));
    const memoryAfterLoad = await section('server memory after the load', () =>
      readMemory(server.pid, 'after the load'),
    );
    const memory = allOf([memoryAfterWarmUp, memoryAfterLoad]);
    // Last: revalidating makes Next re-render pages, which must not overlap any other measurement.
    const trigger = opsEndpointTrigger(
      ORIGIN,
      opsToken,
      (p) => REVALIDATION_CHECKS.find((c) => c.path === p)?.tags ?? [],
    );
    const revalidation = await section('stale-while-revalidate', async () => {
      const checks: RevalidationCheck[] = [];
      for (const check of REVALIDATION_CHECKS) {
        checks.push(await checkStaleWhileRevalidate(ORIGIN, check.path, trigger, options.revalidationTimeoutSeconds));
      }
      return checks;
    });
    await Promise.all(servers.map((s) => s.stop()));
    progress('servers stopped');

    const partial = {
      ...environment(root, buildId),
      options,
      bareApp,
      warm,
      rendering,
      lighthouse,
      firstLoadJs,
      load,
      revalidation,
      memory,
    };
    const results = { ...partial, ...judge(partial) };
    printReport(results);
    progress(`results written to ${path.relative(root, await writeResults(root, results))}`);
    return [warm, rendering, lighthouse, firstLoadJs, load, revalidation, bareApp].every((o) => o.ok) ? 0 : 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

let options: BenchOptions;
try {
  options = readOptions();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
// The site search's bench needs no server: run alone with --only=search, or after the rest.
const run =
  options.only === 'search'
    ? runSearchBench()
    : main(options).then(async (code) => Math.max(code, await runSearchBench()));
run.then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
