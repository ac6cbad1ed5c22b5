// Next's page and data cache shared by every server through Redis (REDIS_URL), with
// @fortedigital/nextjs-cache-handler: next.config.ts names this file only when REDIS_URL is set;
// without it Next keeps its own file-system cache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

CacheHandler.onCreation(async () => {
  if (globalThis.trimtCacheHandler) return globalThis.trimtCacheHandler;
  globalThis.trimtCacheHandler = (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] };
    }
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.warn('[cache] Redis:', error.message));
    await client.connect().catch((error) => console.warn('[cache] Redis not reachable:', error.message));
    return { handlers: [createRedisHandler({ client, keyPrefix: 'trimt:', timeoutMs: 1_000 })] };
  })();
  return globalThis.trimtCacheHandler;
});

export default CacheHandler;
