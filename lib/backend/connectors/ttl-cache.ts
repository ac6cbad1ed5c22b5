import 'server-only';

/**
 * A small per-server cache of upstream answers for their natural period (parking 3 min, weather
 * 1 h, ...), so a busy page does not spend a public service's quota. Concurrent misses share one
 * call. Losing it (restart, another server) costs one upstream call, nothing else: that is why
 * per-server memory is acceptable here (DESIGN.md, scale-out). Failures are not cached.
 */
export type TtlCache = {
  /** `ttlMs` may depend on the answer (a "could not tell" kept shorter than a real answer). */
  get<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createTtlCache(now: () => number = Date.now, maxEntries = 500): TtlCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      // While the answer is awaited, callers share it; its lifetime starts when it has come.
      const entry = { expires: Number.POSITIVE_INFINITY, value };
      entries.set(key, entry);
      value.then(
        (answer) => {
          entry.expires = now() + (typeof ttlMs === 'function' ? ttlMs(answer) : ttlMs);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** The cache every connector shares; tests clear it between cases. */
export const liveCache = createTtlCache();

export const cachePeriodsMs = {
  parking: 3 * 60_000,
  weather: 60 * 60_000,
  airQuality: 60 * 60_000,
  uv: 60 * 60_000,
  crowdFlow: 5 * 60_000,
  busStops: 24 * 60 * 60_000,
  toilets: 24 * 60 * 60_000,
  socialFeed: 30 * 60_000,
  streamStatus: 10 * 60_000,
  /** YouTube could not be asked (offline): ask again after this. */
  streamStatusUnknown: 60_000,
} as const;
