// Next's page and data cache shared by every server through Redis (REDIS_URL), with
// @fortedigital/nextjs-cache-handler: next.config.ts names this file only when REDIS_URL is set;
// without it Next keeps its own file-system cache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { pageExpireSeconds } from './cache-lifetime.mjs';
import { createSharedCacheClient } from './cache-redis-client.mjs';

CacheHandler.onCreation(async () => {
  if (globalThis.trimtCacheHandler) return globalThis.trimtCacheHandler;
  globalThis.trimtCacheHandler = (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] };
    }
    const client = createSharedCacheClient(process.env.REDIS_URL);
    // Not awaited: with Redis down at start the site serves rendered pages until it comes up.
    client.connect().catch(() => undefined);
    return {
      handlers: [createRedisHandler({ client, keyPrefix: 'trimt:', timeoutMs: 1_000 })],
      // An entry is kept as long as Next may serve it stale (next.config.ts expireTime), then dropped.
      ttl: { estimateExpireAge: () => pageExpireSeconds },
    };
  })();
  return globalThis.trimtCacheHandler;
});

const pageKinds = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Hands Next each page entry's own lifetime (`cacheControl`) with the entry. Next keeps a route's
 * lifetime in the memory of the server that rendered it and, from 16.4, reads it from the entry
 * when the cache handler gives it; this handler (3.3) stores it (`lifespan`) but does not give it
 * back, so every other server took each page it had not rendered itself as stale: its first
 * request re-rendered it, and that answer carried no Cache-Control at all.
 */
class SharedCacheHandler extends CacheHandler {
  async get(key, context) {
    const entry = await super.get(key, context);
    const revalidate = entry?.lifespan?.revalidate;
    if (!entry || !pageKinds.has(entry.value?.kind) || typeof revalidate !== 'number') return entry;
    return { ...entry, cacheControl: { revalidate, expire: entry.lifespan.expireAge } };
  }
}

export default SharedCacheHandler;
