import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { validSuggestion } from '../tests/support/valid-suggestion';
import { CLUSTER_OPS_TOKEN, startCluster, type Cluster } from './support/cluster';

/**
 * More than one server (issue 20): two production servers of this build on one PostgreSQL database
 * and one Redis cache, each request sent to one or the other as a load balancer would. Whatever a
 * visitor or an operator does through one server holds on the other. Desktop only: the cluster is
 * checked through HTTP, once.
 */
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let a: string;
let b: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
  [a, b] = cluster.origins;
});
// A failure comes with what each server printed: the cluster's own state is gone once it stops.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !cluster) return;
  const [logA, logB] = cluster.logs();
  await writeFile(testInfo.outputPath('server-a.log'), logA);
  await writeFile(testInfo.outputPath('server-b.log'), logB);
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
});

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** The operators' tool, run against server A. */
const ops = (...args: string[]) =>
  promisify(execFile)('node_modules/.bin/tsx', ['scripts/ops.mts', ...args], {
    env: { ...process.env, OPS_SITE: a, OPS_TOKEN: CLUSTER_OPS_TOKEN },
  });
let clients = 0;

/** A visitor behind the load balancer: an XSRF token from one server, an address the balancer wrote. */
async function newVisitor(tokenFrom: string) {
  const answer = await fetch(`${tokenFrom}/_api/xsrf-token`, { headers: ajax });
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  const headers = {
    ...ajax,
    'Content-Type': 'application/json',
    'X-XSRF-Token': token,
    Cookie: `XSRF-TOKEN=${token}`,
    'X-Forwarded-For': `198.51.100.${++clients}`,
  };
  const captcha = async (from: string) => {
    const challenge = await fetch(`${from}/_api/en/captcha`, { headers });
    const { id, code } = ((await challenge.json()) as { data: { id: string; code: string } }).data;
    return { captchaId: id, captchaCode: code };
  };
  const post = async (origin: string, endpoint: string, body: object, extra: Record<string, string> = {}) => {
    const sent = await fetch(`${origin}/_api/en/${endpoint}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    return { status: sent.status, body: (await sent.json()) as { data?: Record<string, string>; errors?: object } };
  };
  return { captcha, post };
}

const suggestion = validSuggestion;

test('a suggestion sent through one server is confirmed and looked up through the other', async () => {
  const visitor = await newVisitor(a);
  // The captcha drawn by B is answered to A; spent there, it is refused by B.
  const challenge = await visitor.captcha(b);
  const sent = await visitor.post(a, 'suggest-opinion', { ...suggestion, ...challenge });
  expect(sent.status).toBe(200);
  const serial = sent.body.data!.serial!;
  const again = await visitor.post(b, 'suggest-opinion', { ...suggestion, ...challenge });
  expect(again.status).toBe(400);
  expect(again.body.errors).toEqual({ captchaCode: 'captchaError' });

  const lookup = await visitor.post(b, 'check-opinion', {
    serial,
    email: suggestion.email,
    ...(await visitor.captcha(a)),
  });
  expect(lookup.status).toBe(200);
  expect(lookup.body.data!.status).toBe('awaiting-confirmation');

  // The confirmation link of the mail A queued (no SMTP here: it waits in the shared outbox), opened through B.
  const mail = await cluster.database.query<{ body: string }>(
    'select body from mail_outbox where subject like $1 order by id desc limit 1',
    [`%${serial}%`],
  );
  const token = /\/en\/suggestion\/confirm\?token=([\w-]+)/.exec(mail.rows[0]?.body ?? '')?.[1];
  expect(token, 'the confirmation link in the mail').toBeDefined();
  const confirmed = await fetch(`${b}/_api/en/verify-opinion`, {
    method: 'POST',
    headers: { ...ajax, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
  const after = await visitor.post(a, 'check-opinion', {
    serial,
    email: suggestion.email,
    ...(await visitor.captcha(b)),
  });
  expect(after.body.data!.status).toBe('filed');
  const rows = await cluster.database.query('select count(*)::int as n from suggestions where serial_number = $1', [
    serial,
  ]);
  expect(rows.rows[0].n).toBe(1);
});

test('a send repeated with its Idempotency-Key on the other server answers the same serial, stored once', async () => {
  const visitor = await newVisitor(b);
  const key = randomUUID();
  const body = { ...suggestion, subject: `Bench by the pond ${key}`, ...(await visitor.captcha(a)) };
  const first = await visitor.post(a, 'suggest-opinion', body, { 'Idempotency-Key': key });
  const retry = await visitor.post(b, 'suggest-opinion', body, { 'Idempotency-Key': key });
  expect(first.status).toBe(200);
  expect(retry.status).toBe(200);
  expect(retry.body.data!.serial).toBe(first.body.data!.serial);
  const rows = await cluster.database.query('select count(*)::int as n from suggestions where subject = $1', [
    body.subject,
  ]);
  expect(rows.rows[0].n).toBe(1);
});

test('the rate limit counts a client’s sends on both servers together', async () => {
  const visitor = await newVisitor(a);
  const statuses: number[] = [];
  // An empty form is refused (400) but counted; the 21st send in ten minutes is one too many.
  for (let i = 0; i < 21; i++) statuses.push((await visitor.post(i % 2 ? b : a, 'suggest-opinion', {})).status);
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
  expect(statuses[20]).toBe(429);
});

test('views counted through either server add up on both servers’ pages; a reload on the other counts nothing', async () => {
  test.setTimeout(90_000);
  const path = '/_api/en/views/attractions/42';
  const count = async () =>
    (
      await cluster.database.query<{ count: number }>(
        "select count from hits where resource = 'attractions' and item_id = 42",
      )
    ).rows[0]?.count ?? 0;
  const visitor = (n: number) => ({
    ...ajax,
    'User-Agent': `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 cluster/${n}`,
    'X-Forwarded-For': '203.0.113.42',
  });
  const before = await count();
  expect((await fetch(`${a}${path}`, { method: 'POST', headers: visitor(1) })).status).toBe(204);
  expect((await fetch(`${b}${path}`, { method: 'POST', headers: visitor(2) })).status).toBe(204);
  expect((await fetch(`${b}${path}`, { method: 'POST', headers: visitor(1) })).status).toBe(204);
  expect(await count()).toBe(before + 2);

  // Both servers' pages show the total once revalidated (a server re-reads counts every 30 s).
  const shownOn = async (origin: string) => {
    const html = await (await fetch(`${origin}/en/attractions/42`)).text();
    return Number(/<dt>Views<\/dt><dd>([\d,]+)<\/dd>/.exec(html)?.[1]?.replace(/,/g, '') ?? NaN);
  };
  await expect
    .poll(
      async () => {
        await ops('revalidate', 'attractions/42');
        return [await shownOn(a), await shownOn(b)];
      },
      { timeout: 60_000, intervals: [5_000] },
    )
    .toEqual([before + 2, before + 2]);
});

/** The page's cache state on a server, and its first heading. */
async function pageOn(origin: string, path: string) {
  const answer = await fetch(`${origin}${path}`);
  const html = await answer.text();
  return {
    status: answer.status,
    cache: answer.headers.get('x-nextjs-cache'),
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
  };
}

/** Requests the page on `origin` until it is a fresh hit there: then it is in the shared cache. */
async function cachedOn(origin: string, path: string) {
  await expect.poll(async () => (await pageOn(origin, path)).cache, { timeout: 20_000 }).toBe('HIT');
}

test('a page rendered by one server is served from the shared cache by the other', async () => {
  for (const path of ['/en/attractions/80', '/ja/events', '/zh-cn/news/1']) {
    await cachedOn(a, path);
    const onB = await pageOn(b, path);
    expect(onB.status, path).toBe(200);
    expect(onB.cache, `${path}: B's first request`).toBe('HIT');
  }
});

test('an operator’s correction through one server shows on the other at once, in every language', async () => {
  test.setTimeout(90_000);
  for (const path of ['/news/12', '/en/news/12', '/zh-cn/news/12']) await cachedOn(b, path);
  await ops('edit', 'news', '12', '--lang', 'zh-tw', '--field', 'title', '--value', '賞鷹接駁車時刻更新');
  await ops('edit', 'news', '12', '--lang', 'en', '--field', 'title', '--value', 'Hawk-watching shuttle times updated');
  expect((await pageOn(b, '/news/12')).heading).toBe('賞鷹接駁車時刻更新');
  expect((await pageOn(b, '/en/news/12')).heading).toBe('Hawk-watching shuttle times updated');
  expect((await pageOn(b, '/zh-cn/news/12')).heading).toBe('赏鹰接驳车时刻更新');
  expect(await (await fetch(`${b}/en/news`)).text()).toContain('Hawk-watching shuttle times updated');
});

test('with Redis down both servers still answer, and share again once it is back', async () => {
  test.setTimeout(120_000);
  await cluster.redis.stop();
  try {
    for (const origin of [a, b]) {
      for (const path of ['/en/attractions/80', '/en/trails', '/ja/bagua']) {
        expect((await pageOn(origin, path)).status, `${origin}${path} without Redis`).toBe(200);
      }
    }
  } finally {
    await cluster.redis.start();
  }
  // The clients reconnect on their own, each on its own back-off: wait for both. (A poll for a hit on
  // B alone can pass on B reading its own write while A is still offline.)
  await expect
    .poll(() => cluster.logs().map((log) => log.includes('Redis reachable again')), { timeout: 30_000 })
    .toEqual([true, true]);
  // Each server says once that Redis went away, not once per reconnection attempt.
  for (const log of cluster.logs()) expect(log.match(/Redis unreachable/g)).toHaveLength(1);
  // The new Redis is empty: A renders the page again and stores it (a hit on A is read from Redis,
  // the handler keeps no copy of its own); B, which has not asked for it since, is served A's copy.
  const path = '/en/souvenirs/1';
  await cachedOn(a, path);
  expect((await pageOn(b, path)).cache, `${path}: B's first request after Redis came back`).toBe('HIT');
});
