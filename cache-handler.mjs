// Next's page and data cache shared by every server through Redis (REDIS_URL), with
// @fortedigital/nextjs-cache-handler: next.config.ts names this file only when REDIS_URL is set;
// without it Next keeps its own file-system cache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { pageExpireSeconds } from './cache-lifetime.mjs';

CacheHandler.onCreation(async () => {
  if (globalThis.trimtCacheHandler) return globalThis.trimtCacheHandler;
  globalThis.trimtCacheHandler = (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] };
    }
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      // Redis down: a cache read fails at once and the page is rendered, instead of each request
      // waiting for the read's timeout; the client keeps reconnecting (at most every 5 s).
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
    });
    // One line when Redis goes away and one when it is back, not one per reconnection attempt.
    let reachable = true;
    client.on('error', (error) => {
      if (reachable)
        console.warn('[cache] Redis unreachable, pages are rendered without the shared cache:', error.message);
      reachable = false;
    });
    client.on('ready', () => {
      if (!reachable) console.warn('[cache] Redis reachable again');
      reachable = true;
    });
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
