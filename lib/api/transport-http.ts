import 'server-only';
import { unstable_cache } from 'next/cache';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { forwardedHeaders } from '@/lib/routing/backend-forwarding';
import { apiSegments } from '@/lib/http/api-path';
import { callTimeMs, minCallMs } from './resilience/deadline';
import { BackendUnavailableError } from './resilience/errors';
import { answerKey } from './resilience/last-good';
import { originState } from './resilience/origin-state';
import { currentRenderScope, type RenderScope } from './resilience/render-scope';
import { keepPageBriefly } from './resilience/short-lived-page';
import type { Transport, TransportRequest, TransportResponse } from './transport';

type HttpTransportOptions = {
  origin: string;
  /** Time limit of one call (BACKEND_TIMEOUT_MS). */
  timeoutMs: number;
  revalidateSeconds: number;
  /** Time all the calls of one page render share (BACKEND_PAGE_BUDGET_MS); unset, no budget. */
  pageBudgetMs?: number;
  /** Consecutive failures that open the circuit breaker (BACKEND_BREAKER_FAILURES). */
  breakerFailures?: number;
  /** Seconds an open breaker refuses calls (BACKEND_BREAKER_COOLDOWN_SECONDS). */
  breakerCoolDownSeconds?: number;
  /** The render a call belongs to; by default React's per-request scope (tests pass their own). */
  renderScope?: () => RenderScope | undefined;
  now?: () => number;
};

/**
 * One HTTP call to the backend, given `timeMs` at most. `insideDataCache`: the call is made for
 * Next's data cache (unstable_cache below), which keeps the answer, so fetch must not keep it too.
 */
async function httpCall(
  base: string,
  request: TransportRequest,
  timeMs: number,
  revalidateSeconds: number,
  insideDataCache: boolean,
): Promise<TransportResponse> {
  const url = new URL(`${base}/_api/${apiSegments(request.lang, request.path).join('/')}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const hasBody = request.body !== undefined;
  const response = await fetch(url, {
    method: request.method,
    headers: {
      ...ajaxHeader,
      Accept: 'application/json',
      // Every POST is JSON, with or without a body (spec: POST featuredbanner "JSON content type").
      ...(hasBody || request.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      // This server is one more proxy in front of the backend (lib/routing/backend-forwarding.ts).
      ...(request.visitor ? { 'X-Forwarded-For': forwardedHeaders(request.visitor).get('x-forwarded-for') ?? '' } : {}),
    },
    body: hasBody ? JSON.stringify(request.body) : undefined,
    signal: AbortSignal.timeout(timeMs),
    ...(insideDataCache || request.cache === 'no-store'
      ? { cache: 'no-store' as const }
      : { next: { revalidate: request.maxAgeSeconds ?? revalidateSeconds, tags: request.tags } }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON: the caller's schema check reports it.
  }
  return { status: response.status, body };
}

/**
 * Whether Next's data cache may keep an answer: a 200 JSON answer, and a 404 or 410, which must
 * also replace a stale copy (when refreshing a stale answer fails, Next serves the stale one: an
 * item the backend removed would be shown for ever). Not a 5xx, a 429 or an HTML page.
 */
function isKept(response: TransportResponse): boolean {
  return (response.status === 200 && !isBackendFailure(response)) || response.status === 404 || response.status === 410;
}

/** An answer Next's data cache must not keep, handed back past it. */
class NotKept extends Error {
  constructor(readonly response: TransportResponse) {
    super(`not kept: ${response.status}`);
  }
}

/**
 * `work`, or a timeout error after `ms`, whichever comes first: fetch's signal ends the request,
 * this ends the wait even where a signal is not heeded (reading a body that stalls, waiting for
 * a trial call). An abandoned call ends on its own signal or is ignored.
 */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendUnavailableError('timeout', `no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** An answer that says the backend is not working: a server error, or a 2xx that is not JSON. */
function isBackendFailure(response: TransportResponse): boolean {
  return response.status >= 500 || (response.status < 300 && typeof response.body === 'string');
}

/**
 * Calls a real /_api backend over HTTP, with Next's data cache, and guards the page against a
 * backend that fails:
 * - the calls of one page render share a time budget: each may take the per-call limit or what
 *   is left of the budget, whichever is less (outside a render, the per-call limit);
 * - identical GET calls of one render share one request (a page and its metadata);
 * - a circuit breaker per origin: after N consecutive failures calls fail at once, without
 *   touching the network, for a cool-down, then one trial call decides;
 * - `resilience` hands callApi the origin's last good answers (stale-if-error, lib/api/client.ts)
 *   and the way to keep a page that had to show a failure briefly.
 *
 * Cacheable GET answers are kept in Next's data cache with `unstable_cache`, as the in-process
 * transport keeps them, rather than by fetch's own `next.revalidate`: so the guards run only when
 * the network is really used. An answer served from the cache is no news about the backend (with
 * fetch's cache, every cache hit of a render counted as a success and kept a dead backend's
 * breaker closed); when the breaker is open, what is in the cache is still served; a stale cached
 * answer is refreshed with this call's own time limit (fetch refreshes it without the caller's
 * signal), and if that fails Next serves the stale answer; and only a 200 JSON answer or a 404/410
 * is kept (fetch's cache kept any 200, a 200 HTML maintenance page too, for five minutes).
 */
export function createHttpTransport({
  origin,
  timeoutMs,
  revalidateSeconds,
  pageBudgetMs,
  breakerFailures = 5,
  breakerCoolDownSeconds = 30,
  renderScope = currentRenderScope,
  now = Date.now,
}: HttpTransportOptions): Transport {
  const base = origin.replace(/\/+$/, '');
  const state = originState(base, {
    failureThreshold: breakerFailures,
    coolDownMs: breakerCoolDownSeconds * 1000,
    now,
  });
  const { breaker, lastGood } = state;

  const timeLeft = (scope: RenderScope | undefined) =>
    callTimeMs({
      perCallMs: timeoutMs,
      budgetMs: pageBudgetMs ?? Number.POSITIVE_INFINITY,
      startedAt: pageBudgetMs === undefined ? undefined : scope?.startedAt,
      now: now(),
    });
  const budgetSpent = () =>
    new BackendUnavailableError('budget-spent', `not called: the page's ${pageBudgetMs} ms budget is spent`);

  const circuitOpen = () =>
    new BackendUnavailableError(
      'circuit-open',
      `not called: the circuit breaker of ${base} is open after ${breaker.failures} consecutive failures (next trial in ${Math.ceil(breaker.retryInMs / 1000)} s)`,
    );

  /** The call itself, whose outcome is the breaker's verdict. */
  async function call(request: TransportRequest, timeMs: number, insideDataCache: boolean): Promise<TransportResponse> {
    try {
      const response = await withinTime(httpCall(base, request, timeMs, revalidateSeconds, insideDataCache), timeMs);
      if (isBackendFailure(response)) breaker.recordFailure();
      else breaker.recordSuccess();
      return response;
    } catch (error) {
      breaker.recordFailure();
      // fetch's own signal may end the call a moment before the timer does: one message either way.
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new BackendUnavailableError('timeout', `no answer within ${timeMs} ms`);
      }
      throw error;
    }
  }

  async function guardedCall(
    request: TransportRequest,
    scope: RenderScope | undefined,
    insideDataCache = false,
  ): Promise<TransportResponse> {
    const timeMs = timeLeft(scope);
    if (timeMs < minCallMs) throw budgetSpent();
    const isTrial = breaker.state === 'half-open';
    if (breaker.tryAcquire()) {
      const made = call(request, timeMs, insideDataCache);
      if (isTrial) state.trial = made.catch(() => undefined);
      return made;
    }
    // While the half-open state's one trial call is out, wait for its verdict (within this call's
    // time) rather than fail beside a backend that may be back: the first page rendered after a
    // recovery is then whole. A failed trial has opened the breaker again.
    if (breaker.trialInFlight && state.trial) {
      await withinTime(state.trial, timeMs).catch(() => undefined);
      const left = timeLeft(scope);
      if (breaker.state === 'closed' && left >= minCallMs && breaker.tryAcquire()) {
        return call(request, left, insideDataCache);
      }
    }
    throw circuitOpen();
  }

  /**
   * A cacheable GET through Next's data cache: the network (and so the guards) only on a miss or
   * to refresh a stale answer; only a 200 JSON answer or a 404/410 is kept.
   */
  function cachedCall(request: TransportRequest, scope: RenderScope | undefined): Promise<TransportResponse> {
    const revalidate = request.maxAgeSeconds ?? revalidateSeconds;
    const kept = unstable_cache(
      async () => {
        const response = await guardedCall(request, scope, true);
        if (!isKept(response)) throw new NotKept(response);
        return response;
      },
      ['backend-http', base, answerKey(request)],
      { tags: request.tags, revalidate },
    );
    return kept().catch((error: unknown) => {
      if (error instanceof NotKept) return error.response;
      throw error;
    });
  }

  function uncachedOrCached(request: TransportRequest, scope: RenderScope | undefined): Promise<TransportResponse> {
    const cacheable =
      request.method === 'GET' &&
      request.cache === 'revalidate' &&
      (request.maxAgeSeconds ?? revalidateSeconds) > 0 &&
      process.env.NEXT_RUNTIME === 'nodejs';
    return cacheable ? cachedCall(request, scope) : guardedCall(request, scope);
  }

  const transport: Transport = (request) => {
    const scope = renderScope();
    if (!scope || request.method !== 'GET') return uncachedOrCached(request, scope);
    const key = `${request.cache} ${request.maxAgeSeconds ?? ''} ${answerKey(request)}`;
    let pending = scope.inflight.get(key);
    if (!pending) {
      pending = uncachedOrCached(request, scope);
      scope.inflight.set(key, pending);
    }
    return pending;
  };
  transport.resilience = {
    lastGood,
    async renderFailed() {
      const scope = renderScope();
      if (!scope || scope.shortened) return;
      scope.shortened = true;
      await keepPageBriefly(breakerCoolDownSeconds);
    },
  };
  return transport;
}
