import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSharedCacheClient } from '../../cache-redis-client.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

/**
 * The shared page cache's client and handler (cache-handler.mjs) on a real Redis, where a
 * clustered server met them: its event loop busy for longer than the handler's timeout while
 * page reads were queued (a search index being built on a loaded machine).
 */
let redis: RedisServer;
let client: ReturnType<typeof createSharedCacheClient>;
let handler: ReturnType<typeof createRedisHandler>;
const timeoutMs = 50;

beforeAll(async () => {
  redis = await startRedisServer();
  client = createSharedCacheClient(redis.url);
  await client.connect();
  handler = createRedisHandler({ client, keyPrefix: 'test:', timeoutMs });
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

/** Blocks this thread, as a long synchronous render does. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/** Settles within 3 s or fails: a broken client never settles at all. */
function within3s<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer from the cache in 3 s')), 3_000)),
  ]);
}

type Entry = Parameters<typeof handler.set>[1];
/** A cached fetch answer whose body is `text` (Next's `CachedRouteKind` is a const enum: not importable here). */
const entry = (text: string): Entry => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: [],
  value: { kind: 'FETCH', data: { headers: {}, body: text, url: '' }, revalidate: 60 } as unknown as Entry['value'],
});

/**
 * Queues a large page write and two reads behind it, then keeps the thread busy past the reads'
 * timeout before the socket has drained: the reads time out while still waiting to be written.
 */
async function readsTimedOutBehindAWrite() {
  // The client's own SET, queued at once (the handler's would be queued a tick later).
  const write = client.set('test:large page', 'x'.repeat(4_000_000));
  const reads = Promise.allSettled([
    handler.get('page', { implicitTags: [] }),
    handler.get('other', { implicitTags: [] }),
  ]);
  // After the client's scheduled write (queued first), before the socket's drain event.
  await new Promise((resolve) => setImmediate(resolve));
  busyFor(timeoutMs * 3);
  await write;
  return (await reads).map((outcome) => outcome.status);
}

test('reads that timed out together while the server was busy leave the cache working afterwards', async () => {
  await handler.set('page', entry('first render'), {});
  expect(await readsTimedOutBehindAWrite()).toEqual(['rejected', 'rejected']);

  // Later reads and writes reach Redis again (node-redis before 6.2 never wrote another command).
  await within3s(handler.set('page', entry('second render'), {}));
  const read = await within3s(handler.get('page', { implicitTags: [] }));
  expect(read?.value).toMatchObject({ data: { body: 'second render' } });
});

test('and again: each such burst is survived, not only the first', async () => {
  for (let burst = 0; burst < 3; burst++) {
    expect(await readsTimedOutBehindAWrite()).toEqual(['rejected', 'rejected']);
    expect((await within3s(handler.get('page', { implicitTags: [] })))?.value).toMatchObject({
      data: { body: 'second render' },
    });
  }
});
