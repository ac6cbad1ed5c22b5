import { getEnv } from '@/lib/env';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { apiLangs, localizedPath, locales } from '@/lib/i18n/locales';
import { ownOrigin } from './own-origin';

/** One index to build: its name for the log, and how. */
export type WarmUpStep = { name: string; build: () => Promise<unknown> };

/**
 * Builds the indexes one after the other (on a 2-core machine a server that builds four at once
 * answers nobody meanwhile). A step that fails is logged and the rest still run: a backend list
 * that is down must not stop the server, and its index is then built on the first search.
 * Resolves with the names of the steps that were built.
 */
export async function warmUp(
  steps: readonly WarmUpStep[],
  log: (message: string) => void = (message) => console.error(message),
): Promise<string[]> {
  const built: string[] = [];
  for (const step of steps) {
    try {
      await step.build();
      built.push(step.name);
    } catch (error) {
      log(`Search warm-up: ${step.name} was not built (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  return built;
}

type StepOptions = {
  /** The site's own address, as the server listens on it. */
  origin: string;
  /** Whether this server answers /_api itself (no BACKEND_ORIGIN): then it also holds the assistant's index. */
  embeddedBackend: boolean;
  fetch?: typeof globalThis.fetch;
};

/**
 * The indexes of every language, each built by asking the site itself what a visitor would: its
 * search page, and (with the embedded backend) the assistant's endpoint. A request is the only way
 * in: the lists are read through Next's data cache, which cannot be read outside a request, and
 * the route bundles keep their own copies of the modules that hold the indexes (instrumentation's
 * copy of them would be another, unused one, with a second handle on the database).
 */
export function searchWarmUpSteps({ origin, embeddedBackend, fetch = globalThis.fetch }: StepOptions): WarmUpStep[] {
  const ask =
    (path: string, headers: Record<string, string> = {}) =>
    async () => {
      const url = new URL(`${path}?q=${encodeURIComponent('warm-up')}`, origin);
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
    };
  const site = locales.map((locale) => ({
    name: `site search (${locale})`,
    build: ask(localizedPath(locale, '/search')),
  }));
  const askMe = embeddedBackend
    ? apiLangs.map((lang) => ({
        name: `assistant (${lang})`,
        build: ask(`/_api/${lang}/ask-me`, ajaxHeader),
      }))
    : [];
  return [...site, ...askMe];
}

let scheduled: NodeJS.Timeout | undefined;
let running: Promise<unknown> = Promise.resolve();

/**
 * Builds the search indexes in the background `delayMs` from now: at start (instrumentation.ts),
 * so the first search is answered from a ready index (after an edit, the first search builds the
 * new one: lib/server/revalidate-content.ts says why not here). Calls close together make one
 * warm-up; a warm-up never overlaps the previous one. Never during `next build`, and the timer
 * is unref'd: it never keeps a process alive. Returns the timer, or undefined when not scheduled.
 */
export function scheduleSearchWarmUp(delayMs = 1_000): NodeJS.Timeout | undefined {
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  // `next start` records the address it listens on before it runs instrumentation (own-origin.ts).
  const origin = ownOrigin();
  if (!origin) return undefined;
  clearTimeout(scheduled);
  scheduled = setTimeout(() => {
    scheduled = undefined;
    running = running.then(async () => {
      const steps = searchWarmUpSteps({ origin, embeddedBackend: !getEnv().BACKEND_ORIGIN });
      const started = Date.now();
      const built = await warmUp(steps).catch(() => []);
      // For the operator (and the tests that wait for it): when the first search is answered at once.
      console.log(
        `Search warm-up: ${built.length} of ${steps.length} indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    });
  }, delayMs);
  scheduled.unref();
  return scheduled;
}
