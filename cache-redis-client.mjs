// The Redis client of the shared page cache (cache-handler.mjs), in a file of its own so that
// tests/backend/shared-cache-redis.test.ts runs this very client against a real Redis.
import { createClient } from 'redis';

/**
 * A client that never makes a page wait on Redis: with Redis down a cache read fails at once and
 * the page is rendered, instead of each request waiting for the read's timeout; it keeps
 * reconnecting on its own (at most every 5 s) and says once when Redis goes and once when it is
 * back, not once per attempt. Not connected yet: the caller connects without waiting, so a server
 * started before its Redis serves rendered pages until Redis comes up.
 *
 * Needs node-redis 6.2 or later: before it, two cache commands that timed out together while
 * waiting to be written (a server busy for longer than the handler's 1 s timeout, behind a large
 * page write) broke the client's write queue for good, and that server never read or wrote the
 * shared cache again (node-redis PR #3320; tests/backend/shared-cache-redis.test.ts).
 */
export function createSharedCacheClient(url) {
  const client = createClient({
    url,
    pingInterval: 10_000,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
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
  return client;
}
