/**
 * autocannon ships no types; this declares only the part of its programmatic API the bench uses
 * (see node_modules/autocannon/lib/aggregateResult.js for the result shape).
 */
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn (a mix of pages on one origin). */
    requests?: { method?: string; path: string }[];
  }

  /** Histogram summary; latency values are in milliseconds, request values per second. */
  interface AutocannonHistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: AutocannonHistogram & { totalCount: number };
    requests: AutocannonHistogram & { total: number; sent: number };
    throughput: AutocannonHistogram & { total: number };
  }

  /** Without a callback the returned instance is also a promise of the result. */
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
