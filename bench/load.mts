import autocannon from 'autocannon';
import { LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_TARGETS } from './config.mjs';

/**
 * Throughput of one rendered page against a static file from public/: the static file shows what
 * the server and machine can do at all, so the page figure can be read relative to it.
 */

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export async function runLoad(onProgress: (message: string) => void): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of LOAD_TARGETS) {
    onProgress(`autocannon ${target.url} (${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s)`);
    const r = await autocannon({
      url: target.url,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      // Like a browser, so the page is measured with compression as real visitors get it.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    results.push({
      name: target.name,
      url: target.url,
      connections: LOAD_CONNECTIONS,
      seconds: LOAD_SECONDS,
      requestsPerSec: r.requests.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      totalRequests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
    });
  }
  return results;
}
