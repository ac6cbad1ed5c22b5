/**
 * `npm run bench`: starts the production build on port 3200 and reports performance figures
 * against the budgets (Lighthouse, first-load JS, throughput). It is a report, not a
 * test: failed budgets are listed but the exit code stays 0; only a broken bench exits non-zero.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES } from './config.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { runLighthouse, stopLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { environment, judge, printReport, writeResults, type Outcome } from './report.mjs';
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

/**
 * Returns a runner for the bench's sections. A failing section is recorded and the others still
 * run. Figures taken while the server was down, or after a rebuild replaced .next under it, are
 * turned into a failure too: they would describe something other than this build.
 */
function sectionRunner(server: RunningServer, buildId: string) {
  let serverLogShown = false;
  const whyInvalid = async (): Promise<string | undefined> => {
    const exit = server.exitReason();
    if (exit) {
      if (!serverLogShown) {
        serverLogShown = true;
        console.log(`--- last output of next start ---\n${server.logTail()}\n---`);
      }
      return `${exit} (it crashed, or another process stopped it)`;
    }
    const current = await readBuildId();
    return current === buildId ? undefined : `.next was rebuilt during the run (BUILD_ID ${buildId} → ${current ?? 'missing'})`;
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

async function main(): Promise<number> {
  const buildId = await readBuildId();
  if (buildId === undefined) {
    console.error('No production build found (.next/BUILD_ID is missing): run `npm run build` first');
    return 1;
  }

  progress(`starting next start on port 3200 (build ${buildId})`);
  let server: RunningServer;
  try {
    server = await startServer(root);
  } catch (error) {
    console.error(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  progress(`server ready, pid ${server.pid}`);

  // Ctrl-C or a kill must not leave the server (or a Lighthouse Chromium) behind.
  const interrupt = (signal: NodeJS.Signals): void => {
    progress(`${signal}: stopping`);
    stopLighthouse();
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    const section = sectionRunner(server, buildId);
    const warm = await section('warm-up (pages and their optimised images)', () => warmPages(PAGES));
    const lighthouse = await section('lighthouse', () => runLighthouse(PAGES, progress));
    const firstLoadJs = await section('first-load JavaScript', () => measureFirstLoadJs(root, PAGES));
    const load = await section('throughput', () => runLoad(progress));
    await server.stop();
    progress('server stopped');

    const partial = { ...environment(root, buildId), warm, lighthouse, firstLoadJs, load };
    const results = { ...partial, ...judge(partial) };
    printReport(results);
    progress(`results written to ${path.relative(root, await writeResults(root, results))}`);
    return [warm, lighthouse, firstLoadJs, load].every((o) => o.ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
