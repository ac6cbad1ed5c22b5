import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleSearchWarmUp, searchWarmUpSteps, warmUp } from '@/lib/server/search-warm-up';

describe('building the search indexes at start (lib/server/search-warm-up.ts)', () => {
  it('builds every step one after the other, and a failing one is logged while the rest are built', async () => {
    const order: string[] = [];
    let running = 0;
    const step = (name: string, fail = false) => ({
      name,
      build: async () => {
        running += 1;
        expect(running).toBe(1); // never two at once
        order.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(`end ${name}`);
        if (fail) throw new Error('backend down');
      },
    });
    const log = vi.fn();
    const built = await warmUp([step('a'), step('b', true), step('c')], log);
    expect(built).toEqual(['a', 'c']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('b was not built (backend down)');
  });

  it("asks the site's own search page of every language, and builds the assistant's index of every backend language", async () => {
    const fetch = vi.fn(async () => new Response('<html></html>', { status: 200 }));
    const steps = searchWarmUpSteps({ origin: 'http://localhost:3999', embeddedBackend: true, fetch });
    expect(await warmUp(steps)).toHaveLength(7);
    const paths = fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0])).pathname);
    expect(paths).toEqual([
      '/search',
      '/en/search',
      '/ja/search',
      '/zh-cn/search',
      '/_api/zh-tw/ask-me',
      '/_api/en/ask-me',
      '/_api/ja/ask-me',
    ]);
  });

  it('counts a page that fails as a failed step, and leaves the assistant to a remote backend', async () => {
    const fetch = vi.fn(async (url: URL | RequestInfo) =>
      String(url).includes('/ja/') ? new Response('down', { status: 503 }) : new Response('ok'),
    );
    const log = vi.fn();
    const steps = searchWarmUpSteps({ origin: 'http://localhost:3999', embeddedBackend: false, fetch });
    expect(await warmUp(steps, log)).toEqual(['site search (zh-tw)', 'site search (en)', 'site search (zh-cn)']);
    expect(log.mock.calls[0]![0]).toContain('GET /ja/search answered 503');
  });
});

describe('scheduling the warm-up', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is a timer that never keeps the process alive', () => {
    process.env.__NEXT_PRIVATE_ORIGIN = 'http://localhost:3999';
    const timer = scheduleSearchWarmUp(60_000);
    expect(timer).toBeDefined();
    expect(timer!.hasRef()).toBe(false);
    clearTimeout(timer);
  });

  it('is never scheduled during `next build`, nor without an address to ask', () => {
    process.env.__NEXT_PRIVATE_ORIGIN = 'http://localhost:3999';
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(scheduleSearchWarmUp(60_000)).toBeUndefined();
    delete process.env.NEXT_PHASE;
    delete process.env.__NEXT_PRIVATE_ORIGIN;
    delete process.env.PORT;
    expect(scheduleSearchWarmUp(60_000)).toBeUndefined();
  });
});
