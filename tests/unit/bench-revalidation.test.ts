import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStaleWhileRevalidate, REVALIDATION_ROUNDS, type TriggerRevalidation } from '../../bench/revalidation.mjs';

/**
 * A stand-in for Next's page cache, as the bench sees it through x-nextjs-cache: a page rendered on
 * its first request (MISS), then kept (HIT); after a trigger the next request gets the old copy
 * (STALE, or what `firstAfter` says) and, some time later, a new one (HIT).
 */
interface FakeCache {
  origin: string;
  trigger: TriggerRevalidation;
}

interface Behaviour {
  /** The cache header of the first answer after trigger n (0-based); STALE by default. */
  firstAfter?: (round: number) => string;
  /** Milliseconds the first answer after trigger n waits before it is sent. */
  firstAfterDelayMs?: (round: number) => number;
}

const servers: http.Server[] = [];

async function fakeCache(behaviour: Behaviour = {}): Promise<FakeCache> {
  let version = 0;
  let rendered = false;
  let triggers = 0;
  let state: 'fresh' | 'triggered' | 'rendering' = 'fresh';
  const server = http.createServer((req, res) => {
    const send = (cache: string, body: string, delayMs = 0) =>
      setTimeout(() => res.writeHead(200, { 'x-nextjs-cache': cache, 'content-type': 'text/html' }).end(body), delayMs);
    if (!rendered) {
      rendered = true;
      return send('MISS', `<p>version ${version}</p>`);
    }
    if (state === 'triggered') {
      const round = triggers - 1;
      state = 'rendering';
      // The background render ends a little later; until then the old copy is served.
      setTimeout(() => {
        version += 1;
        state = 'fresh';
      }, 100);
      return send(
        behaviour.firstAfter?.(round) ?? 'STALE',
        `<p>version ${version}</p>`,
        behaviour.firstAfterDelayMs?.(round) ?? 0,
      );
    }
    send(state === 'rendering' ? 'STALE' : 'HIT', `<p>version ${version}</p>`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    trigger: async () => {
      triggers += 1;
      state = 'triggered';
      return { available: true };
    },
  };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe('bench: stale-while-revalidate check', () => {
  it(`revalidates ${REVALIDATION_ROUNDS} times from a fresh copy and passes when every first answer is the stale copy`, async () => {
    const cache = await fakeCache();
    const check = await checkStaleWhileRevalidate(cache.origin, '/page', cache.trigger, 5, 0);
    expect(check.failures).toEqual([]);
    expect(check.pass).toBe(true);
    expect(check.rounds).toHaveLength(REVALIDATION_ROUNDS);
    for (const round of check.rounds) {
      expect(round.beforeCacheHeader).toBe('HIT');
      expect(round.firstAfter).toMatchObject({ cacheHeader: 'STALE', sameAsBefore: true });
      expect(round.laterHit?.contentChanged).toBe(true);
    }
    expect(check.medianFirstAfterMs).toBeLessThan(50);
  });

  it('judges the median: one slow round is printed but does not fail the check, two do', async () => {
    const oneSlow = await fakeCache({ firstAfterDelayMs: (round) => (round === 0 ? 120 : 0) });
    const passed = await checkStaleWhileRevalidate(oneSlow.origin, '/page', oneSlow.trigger, 5, 0);
    expect(passed.rounds[0]?.firstAfter.ms).toBeGreaterThanOrEqual(120);
    expect(passed.pass).toBe(true);

    const twoSlow = await fakeCache({ firstAfterDelayMs: (round) => (round < 2 ? 120 : 0) });
    const failed = await checkStaleWhileRevalidate(twoSlow.origin, '/page', twoSlow.trigger, 5, 0);
    expect(failed.medianFirstAfterMs).toBeGreaterThanOrEqual(120);
    expect(failed.pass).toBe(false);
    expect(failed.failures).toEqual([expect.stringMatching(/median of 3\) > 50 ms$/)]);
  });

  it('fails on any round whose first answer was rendered instead of served stale', async () => {
    const cache = await fakeCache({ firstAfter: (round) => (round === 1 ? 'MISS' : 'STALE') });
    const check = await checkStaleWhileRevalidate(cache.origin, '/page', cache.trigger, 5, 0);
    expect(check.pass).toBe(false);
    expect(check.failures).toEqual(['round 2: first request after revalidation was MISS, not STALE']);
  });

  it('reports a site without the trigger as not available, without failing', async () => {
    const cache = await fakeCache();
    const check = await checkStaleWhileRevalidate(
      cache.origin,
      '/page',
      async () => ({ available: false, reason: 'no endpoint' }),
      5,
      0,
    );
    expect(check).toMatchObject({ available: false, reason: 'no endpoint', pass: true, rounds: [] });
  });
});
