import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { getAttraction, listAttractions } from '@/lib/api/attractions';
import { callApi, setTransportForTests } from '@/lib/api/client';
import { listNews } from '@/lib/api/news';
import { forgetOriginStatesForTests } from '@/lib/api/resilience/origin-state';
import type { RenderScope } from '@/lib/api/resilience/render-scope';
import { createHttpTransport } from '@/lib/api/transport-http';
import { startControllableBackend, type ControllableBackend } from '../support/controllable-backend';
import { embeddedAnswer } from '../support/embedded-answer';

/**
 * Issue 24, "A failing backend": the real HTTP transport and callApi against a fake backend on
 * loopback that answers with the embedded backend's route handler (healthy), holds every request
 * 10 s (slow), resets the connection, answers HTML or 503, and recovers. No assertion times
 * anything tightly: the bounds are generous, and the requests the fake saw are counted.
 */

const name80 = 'Houtanjing Sky Bridge';
/** Healthy answers rename attraction 80 when set (fresh data after a recovery is told from a stale copy). */
let renamed = false;
/** Healthy answers say attraction 80 is gone (404) when set. */
let gone = false;
const embedded = embeddedAnswer((path, body) => {
  if (renamed && path === 'en/attractions/80') (body as { data: { name: string } }).data.name = 'Renamed';
  return body;
});
async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (gone && req.url?.startsWith('/_api/en/attractions/80')) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: { id: 'not found' } }));
    return;
  }
  await embedded(req, res);
}

let fake: ControllableBackend;
/** Added to the breaker's clock: the cool-down passes without waiting for it. */
let clockOffset = 0;
let log: MockInstance<typeof console.error>;

beforeAll(async () => {
  fake = await startControllableBackend(answer, { slowMs: 10_000 });
  // The embedded backend's first answer opens its database: not part of any test's time.
  await (
    await fetch(`${fake.origin}/_api/en/attractions/80`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).text();
}, 60_000);
afterAll(() => fake.close());
beforeEach(() => {
  forgetOriginStatesForTests();
  fake.mode = 'healthy';
  renamed = false;
  gone = false;
  clockOffset = 0;
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setTransportForTests(undefined);
  vi.restoreAllMocks();
});

const logged = () => log.mock.calls.map((call) => call.join(' ')).join('\n');

/**
 * The calls that follow belong to one page render (what React's cache() scopes in Next), or to
 * none (`outside`, as in a route handler). Returns the render's scope. The limits are generous
 * unless a test is about them: a loaded 2-core machine may take a second to answer.
 */
function render({
  budgetMs = 10_000,
  timeoutMs = 10_000,
  outside = false,
}: { budgetMs?: number; timeoutMs?: number; outside?: boolean } = {}) {
  const scope: RenderScope = { startedAt: Date.now() + clockOffset, inflight: new Map(), shortened: false };
  setTransportForTests(
    createHttpTransport({
      origin: fake.origin,
      timeoutMs,
      revalidateSeconds: 0,
      pageBudgetMs: budgetMs,
      breakerFailures: 3,
      breakerCoolDownSeconds: 30,
      renderScope: () => (outside ? undefined : scope),
      now: () => Date.now() + clockOffset,
    }),
  );
  return scope;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('a backend that hangs', () => {
  test("a render's calls share its budget; what was read before is served from the last good answer", async () => {
    render();
    expect((await getAttraction('en', 80)).ok).toBe(true);
    expect((await listNews('en')).ok).toBe(true);

    fake.mode = 'slow';
    const slowBefore = fake.seenIn('slow');
    const scope = render({ budgetMs: 1500 });
    const { result, ms } = await timed(async () => ({
      attraction: await getAttraction('en', 80),
      news: await listNews('en'),
      centres: await listAttractions('en', 'visitor-center'),
    }));
    // One after the other, three calls of 10 s each would take 30 s; the budget ends them at 1.5 s.
    expect(ms).toBeLessThan(4000);
    // The first call spent the budget; the others were not even sent.
    expect(fake.seenIn('slow') - slowBefore).toBe(1);
    expect(result.attraction.ok && result.attraction.data.name).toBe(name80);
    expect(result.news.ok && result.news.items.length).toBeGreaterThan(0);
    expect(result.centres).toEqual({ ok: false, items: [] });
    expect(logged()).toMatch(/GET en\/attractions\/80 failed; served the last good answer \(\d+ s old\) instead/);
    expect(logged()).toMatch(/GET en\/attractions failed .*budget is spent/);
    // A call that failed with nothing to stand in for it: the render is kept briefly.
    expect(scope.shortened).toBe(true);
  });

  test('outside a render (route handlers) a call gets the per-call limit, not the page budget', async () => {
    fake.mode = 'slow';
    render({ outside: true, budgetMs: 200, timeoutMs: 1200 });
    const { result, ms } = await timed(() => listNews('en'));
    expect(result).toEqual({ ok: false, items: [] });
    expect(ms).toBeLessThan(4000);
    expect(logged()).toContain('no answer within 1200 ms');
  });

  test('identical GET calls of one render (a page and its metadata) share one request', async () => {
    const before = fake.paths.length;
    render();
    const [a, b] = await Promise.all([getAttraction('en', 80), getAttraction('en', 80)]);
    const c = await getAttraction('en', 80);
    expect([a.ok, b.ok, c.ok]).toEqual([true, true, true]);
    expect(fake.paths.slice(before).filter((path) => path === 'en/attractions/80')).toHaveLength(1);
  });
});

describe('what is kept', () => {
  test('a call keyed by what a visitor sent keeps no copy (keepLastGood: false)', async () => {
    const call = { locale: 'en', path: 'attractions/80', schema: z.unknown(), keepLastGood: false } as const;
    render();
    expect((await callApi(call)).ok).toBe(true);
    fake.mode = 'reset';
    render();
    expect(await callApi(call)).toEqual({ ok: false, reason: 'failed' });
    render();
    expect((await callApi({ ...call, keepLastGood: true })).ok).toBe(false);
  });
});

describe('the circuit breaker', () => {
  test('opens after 3 failures: no more requests reach the backend; a trial after the cool-down brings fresh data', async () => {
    render();
    expect((await getAttraction('en', 80)).ok).toBe(true);

    fake.mode = 'reset';
    const resetBefore = fake.seenIn('reset');
    for (let i = 0; i < 3; i++) {
      render();
      const outcome = await getAttraction('en', 80);
      expect(outcome.ok && outcome.data.name).toBe(name80);
    }
    expect(fake.seenIn('reset') - resetBefore).toBe(3);

    // Open: calls fail at once, served from the last good answer, and the backend sees nothing.
    const before = fake.seen;
    const { result, ms } = await timed(async () => {
      const outcomes = [];
      for (let i = 0; i < 10; i++) {
        render();
        outcomes.push(await getAttraction('en', 80));
      }
      return outcomes;
    });
    expect(fake.seen).toBe(before);
    expect(result.every((outcome) => outcome.ok && outcome.data.name === name80)).toBe(true);
    expect(ms).toBeLessThan(4000);
    expect(logged()).toMatch(/circuit breaker of http:\/\/127\.0\.0\.1:\d+ is open after 3 consecutive failures/);

    // The backend is back, but the breaker still cools down: still the old copy, still no request.
    fake.mode = 'healthy';
    renamed = true;
    render();
    const cooling = await getAttraction('en', 80);
    expect(cooling.ok && cooling.data.name).toBe(name80);
    expect(fake.seen).toBe(before);

    // After the cool-down one trial goes through; the render's other calls wait for its verdict,
    // and its success closes the breaker: fresh data, and the whole page.
    clockOffset = 30_000;
    render();
    const [fresh, news] = await Promise.all([getAttraction('en', 80), listNews('en')]);
    expect(fresh.ok && fresh.data.name).toBe('Renamed');
    expect(news.ok).toBe(true);
    expect(fake.seen).toBe(before + 2);
  });

  test('HTML answers and server errors are failures: the last good answer stands in and the breaker counts them', async () => {
    render();
    expect((await getAttraction('en', 80)).ok).toBe(true);

    fake.mode = 'html';
    for (let i = 0; i < 2; i++) {
      render();
      const outcome = await getAttraction('en', 80);
      expect(outcome.ok && outcome.data.name).toBe(name80);
    }
    expect(logged()).toMatch(/answered a body that does not match the contract; served the last good answer/);
    fake.mode = 'error';
    render();
    const outcome = await getAttraction('en', 80);
    expect(outcome.ok && outcome.data.name).toBe(name80);
    expect(logged()).toMatch(/answered 503; served the last good answer/);

    const seen = fake.seen;
    render();
    expect((await getAttraction('en', 80)).ok).toBe(true);
    expect(await listNews('en')).toEqual({ ok: false, items: [] });
    expect(fake.seen).toBe(seen);
  });

  test('a 404 is an answer: it stays not-found, removes the last good copy and never opens the breaker', async () => {
    render();
    expect((await getAttraction('en', 80)).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(await getAttraction('en', 424242)).toEqual({ ok: false, reason: 'not-found' });

    gone = true;
    render();
    expect(await getAttraction('en', 80)).toEqual({ ok: false, reason: 'not-found' });
    // Still closed after six 404s: the next call reaches the backend.
    gone = false;
    fake.mode = 'slow';
    const scope = render({ budgetMs: 500 });
    const seen = fake.seen;
    // What the backend said is gone is not brought back from the old copy when it fails.
    expect(await getAttraction('en', 80)).toEqual({ ok: false, reason: 'failed' });
    expect(fake.seen).toBe(seen + 1);
    expect(scope.shortened).toBe(true);
  });
});
