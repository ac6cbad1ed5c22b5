import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { formsOrigin, OPS_TOKEN } from './support/forms-server';

/**
 * Pages rendered once and served from cache (issue 19): which routes may be rendered per request,
 * what the cache answers, the headers a CDN reads, and an operator's correction reaching every
 * language at once. The build's manifests are read from .next (the suite runs after `npm run build`).
 * Desktop only: what is checked is the server's answer, and the operator's edit of news 12 must not
 * run twice at once on the same server.
 */

/** The only routes rendered for each request, and why. Everything else must be cached. */
const perRequestRoutes: Record<string, string> = {
  '/[locale]/(site)/_query/[section]/page': 'a page that reads its query, with the query a visitor sent',
  '/[locale]/(site)/suggestion/confirm/page': 'the one-time link from a mailbox e-mail (its token is in the address)',
};

test('every page route is rendered once and cached, except the few that depend on the request', () => {
  const appPaths = Object.keys(
    JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')) as Record<string, string>,
  );
  const cached = new Set(
    Object.keys(
      (JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { dynamicRoutes: object }).dynamicRoutes,
    ),
  );
  const pages = appPaths.filter((route) => route.endsWith('/page') && route.startsWith('/[locale]'));
  expect(pages.length).toBeGreaterThan(60);
  const routeOf = (page: string) => page.replace(/\/\([^)]+\)/g, '').replace(/\/page$/, '') || '/';
  const dynamic = pages.filter((page) => !cached.has(routeOf(page)));
  expect(dynamic.sort()).toEqual(Object.keys(perRequestRoutes).sort());
});

const cachedPages = [
  '/',
  '/en',
  '/ja',
  '/zh-cn',
  '/attractions',
  '/en/attractions/80',
  '/ja/events',
  '/zh-cn/news/1',
  '/en/privacy',
  '/en/suggestion',
];

/**
 * The page's answer once it is in the cache and fresh. Its first request renders it (MISS) or, when
 * the cached copy is older than its revalidate period (an earlier test opened it minutes ago),
 * serves that copy (STALE) and renders a new one in the background; from then on it is a HIT.
 * Every request after the first must come from the cache (HIT or STALE), never rendered for it.
 */
async function cachedAnswer(request: APIRequestContext, path: string): Promise<APIResponse> {
  await request.get(path);
  let answer: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await request.get(path);
        const cache = answer.headers()['x-nextjs-cache'];
        expect(['HIT', 'STALE'], `${path} answered from the cache`).toContain(cache);
        return cache;
      },
      { message: `${path} becomes a fresh cache hit`, timeout: 15_000 },
    )
    .toBe('HIT');
  return answer!;
}

test('a cached page is a cache hit on its second request and says a CDN may keep it', async ({ request }) => {
  for (const path of cachedPages) {
    const second = await cachedAnswer(request, path);
    expect(second.status(), path).toBe(200);
    expect(second.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('a cached page is sent as its kept compressed copy: brotli to a browser, gzip to a client that takes only gzip', async ({
  page,
  request,
}) => {
  const path = '/en/trails/55';
  await cachedAnswer(request, path);
  const opened = await page.goto(path);
  expect(opened?.headers()['content-encoding']).toBe('br');
  expect(opened?.headers()['x-nextjs-cache']).toBe('HIT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const gzipped = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toContain('</html>');
});

test('a page with a query it reads is rendered for the request and kept by nobody', async ({ request }) => {
  const filtered = await request.get('/en/attractions?q=tea');
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['x-nextjs-cache']).toBeUndefined();
  expect(filtered.headers()['cache-control']).toMatch(/private, no-cache, no-store/);
  // A query the page does not read (a campaign tag) is the cached page.
  await cachedAnswer(request, '/en/attractions?utm_source=newsletter');
  // The twin's own address is not a page.
  expect((await request.get('/en/_query/attractions')).status()).toBe(404);
});

test('a bad filter still answers 400 with its message on a cached list, without JavaScript too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/en/tours?category=abc');
  expect(response?.status()).toBe(400);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator('#main-content')).toContainText('Choose one from the list');
  await context.close();
});

/**
 * An XSRF token as lib/backend/security/xsrf.ts issues it (`tokenShape` there): its time of issue
 * in seconds, 16 random bytes and an HMAC-SHA256, base64url, joined by dots.
 */
const xsrfTokenShape = /\d{10}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/;

test("a form page's cached HTML carries no token and sets no cookie", async ({ request }) => {
  const issued = await request.get('/_api/xsrf-token', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(issued.status()).toBe(200);
  const { token } = ((await issued.json()) as { data: { token: string } }).data;
  // The shape looked for below is the shape of a real token: if the format changes, this fails first.
  expect(token).toMatch(new RegExp(`^${xsrfTokenShape.source}$`));
  for (const path of ['/en/suggestion', '/surveys', '/love-trimt/feedback']) {
    const cached = await cachedAnswer(request, path);
    expect(cached.headers()['set-cookie'], path).toBeUndefined();
    const html = await cached.text();
    // Tokens are random: one wrongly rendered into the page would be another than the one just
    // fetched, so the page is searched for any token (in an attribute, a script or the RSC payload).
    expect(html, path).not.toMatch(xsrfTokenShape);
    expect(html, path).not.toMatch(/name="(xsrf|_csrf|csrf|token|captcha)[^"]*"\s[^>]*value="[^"]+"/i);
  }
});

/** The operators' tool, as the office would run it against the forms server (the one with OPS_TOKEN). */
async function ops(...args: string[]): Promise<void> {
  await promisify(execFile)('node_modules/.bin/tsx', ['scripts/ops.mts', ...args], {
    env: { ...process.env, OPS_SITE: formsOrigin, OPS_TOKEN },
  });
}

async function titleOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(`${formsOrigin}${path}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

test('an item corrected through the operator command shows the new text in zh-tw, en and zh-cn at once', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const pages = ['/news/12', '/en/news/12', '/zh-cn/news/12'];
  const before = await Promise.all(pages.map((path) => titleOf(request, path)));
  // Cached now: the next request is served from the page cache.
  await cachedAnswer(request, `${formsOrigin}/en/news/12`);
  try {
    await ops('edit', 'news', '12', '--lang', 'zh-tw', '--field', 'title', '--value', '賞鷹接駁車時刻更新');
    await ops(
      'edit',
      'news',
      '12',
      '--lang',
      'en',
      '--field',
      'title',
      '--value',
      'Hawk-watching shuttle times updated',
    );
    expect(await titleOf(request, '/news/12')).toBe('賞鷹接駁車時刻更新');
    expect(await titleOf(request, '/en/news/12')).toBe('Hawk-watching shuttle times updated');
    expect(await titleOf(request, '/zh-cn/news/12')).toBe('赏鹰接驳车时刻更新');
    // The list shows it too (it read the same resource).
    expect(await (await request.get(`${formsOrigin}/en/news`)).text()).toContain('Hawk-watching shuttle times updated');
  } finally {
    await ops('edit', 'news', '12', '--lang', 'zh-tw', '--field', 'title', '--value', '');
    await ops('edit', 'news', '12', '--lang', 'en', '--field', 'title', '--value', '');
  }
  expect(await Promise.all(pages.map((path) => titleOf(request, path)))).toEqual(before);
});

test('the revalidation endpoint refuses a missing token, a bad tag and a GET', async ({ request }) => {
  const url = `${formsOrigin}/_ops/revalidate`;
  expect((await request.post(url, { data: { tags: ['news'] } })).status()).toBe(401);
  const bad = await request.post(url, {
    data: { tags: ['../etc'] },
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toMatch(/Not a cache tag/);
  expect((await request.get(url)).status()).toBe(405);
  // The site without OPS_TOKEN has no operator endpoint at all.
  expect((await request.post('/_ops/revalidate', { data: { tags: ['news'] } })).status()).toBe(404);
});
