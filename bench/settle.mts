/** What a page's cache said when first asked, and how long it took to be answered from a fresh entry. */
export type Settled = { firstCacheHeader: string; waitedMs: number; hit: boolean };

const SETTLE_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks for a page until Next answers it from a fresh cache entry (HIT). The Lighthouse runs take
 * longer than a page's 5-minute lifetime, so without this a measurement would start with the page's
 * background re-render (and the data it reads) running beside it on the same two cores: a cost a
 * page pays once per lifetime, not per request, which would otherwise land in a load's p99 or in a
 * Lighthouse run's timings. The first answer's header is kept, so a run shows when this happened.
 */
export async function settle(url: string, acceptEncoding = 'gzip, deflate, br'): Promise<Settled> {
  const started = Date.now();
  let firstCacheHeader = '';
  for (;;) {
    const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
    await res.arrayBuffer();
    const cache = res.headers.get('x-nextjs-cache') ?? 'none';
    firstCacheHeader ||= cache;
    const waitedMs = Date.now() - started;
    if (cache === 'HIT' || waitedMs > SETTLE_TIMEOUT_MS) return { firstCacheHeader, waitedMs, hit: cache === 'HIT' };
    await sleep(200);
  }
}
