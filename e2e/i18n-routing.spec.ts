import http from 'node:http';
import { expect, test } from '@playwright/test';
import * as OpenCC from 'opencc-js';
import { expectSitePolicy } from './support/csp';

const htmlLangs = [
  ['/', 'zh-Hant-TW', '參山國家風景區'],
  ['/en', 'en', 'Tri-Mountain National Scenic Area'],
  ['/ja', 'ja', '参山国家風景区'],
  ['/zh-cn', 'zh-Hans', '参山国家风景区'],
] as const;

for (const [path, lang, heading] of htmlLangs) {
  test(`${path} renders in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('/ stays Traditional Chinese whatever the browser prefers', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.8' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('lang="zh-Hant-TW"');
});

test('/zh-tw/... redirects permanently (308) to the unprefixed path', async ({ request }) => {
  const response = await request.get('/zh-tw/attractions?category=51', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/^(http:\/\/localhost:\d+)?\/attractions\?category=51$/);
  // The proxy's own answers carry the Content-Security-Policy too (lib/server/install-raw-request-guard.ts);
  // the site is on plain HTTP here, so no HSTS.
  expectSitePolicy(response);
  expect(response.headers()).not.toHaveProperty('strict-transport-security');
});

test('a language prefix typed in capitals redirects permanently (308) to its own spelling', async ({ request }) => {
  for (const [from, to] of [
    ['/EN/events?area=53', '/en/events?area=53'],
    ['/Ja', '/ja'],
    ['/ZH-TW/news', '/news'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toMatch(
      new RegExp(`^(http://localhost:\\d+)?${to.replace('?', '\\?')}$`),
    );
  }
});

const missing = [
  ['/no-such-page', 'zh-Hant-TW', '找不到您要的網頁'],
  ['/en/no-such-page', 'en', "We can't find that page"],
  ['/ja/attractions/999999', 'ja', 'お探しのページが見つかりません'],
  ['/zh-cn/no/such/page', 'zh-Hans', '找不到您要的网页'],
  ['/fr/attractions', 'zh-Hant-TW', '找不到您要的網頁'],
  ['/attractions/abc', 'zh-Hant-TW', '找不到您要的網頁'],
  ['/en/sustainable-tourism', 'en', "We can't find that page"],
  ['/ja/bilingual-glossary', 'ja', 'お探しのページが見つかりません'],
] as const;

for (const [path, lang, heading] of missing) {
  test(`${path} is the localized 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    // The spec's shortcuts, in the page's language: annual events, map, information, social pages.
    for (const target of ['/events', '/map', '/attractions', '/social-media', '/sitemap']) {
      await expect(page.getByRole('main').locator(`a[href$="${target}"]`)).toHaveCount(1);
    }
  });
}

// What a visitor without JavaScript (or a crawler) receives: the 404 page itself, in the address's
// language, not an empty shell drawn later in the browser (vercel/next.js#62228).
const renderedOnServer = [
  ['/en/no-such-page', 'lang="en"', 'We can&#x27;t find that page'],
  ['/ja/bilingual-glossary', 'lang="ja"', 'お探しのページが見つかりません'],
  ['/en/attractions/abc', 'lang="en"', 'We can&#x27;t find that page'],
  ['/ja/events/0007', 'lang="ja"', 'お探しのページが見つかりません'],
  ['/en/attractions/80.0', 'lang="en"', 'We can&#x27;t find that page'],
  ['/zh-cn/foo.bar', 'lang="zh-Hans"', '找不到您要的网页'],
  ['/en/news/999999', 'lang="en"', 'We can&#x27;t find that page'],
  ['/ja/surveys/999', 'lang="ja"', 'お探しのページが見つかりません'],
  // Addresses that only look like files, and machine prefixes without an endpoint: not a language
  // and an id for a page route to cache a 404 under (lib/routing/public-files.ts, isOperatorPath).
  ['/en/attractions/80.png', 'lang="en"', 'We can&#x27;t find that page'],
  ['/qq23614.png', 'lang="zh-Hant-TW"', '找不到您要的網頁'],
  ['/images/news/x.png', 'lang="zh-Hant-TW"', '找不到您要的網頁'],
  ['/ja/news/3.css', 'lang="ja"', 'お探しのページが見つかりません'],
  ['/favicon.ico', 'lang="zh-Hant-TW"', '找不到您要的網頁'],
  ['/_ops/news/1', 'lang="zh-Hant-TW"', '找不到您要的網頁'],
] as const;

for (const [path, lang, heading] of renderedOnServer) {
  test(`${path} answers 404 with the localized page in its HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html ${lang}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('id="main-content"');
    // Next writes the noindex of every 404 answer itself: the page adds none of its own.
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
    // Rendered for each request (app/global-not-found.tsx): invented addresses never fill the page cache.
    expect(response.headers()['cache-control']).toContain('no-store');
    expectSitePolicy(response);
  });
}

test('the real files beside the pages still answer, and a bare /_api is the backend’s JSON 404', async ({
  request,
}) => {
  for (const path of ['/images/news/1.webp', '/icon.png', '/robots.txt', '/en/manifest.webmanifest', '/sw.js'])
    expect((await request.get(path)).status(), path).toBe(200);
  // Each language's pages link their manifest at its own address, not one that redirects.
  for (const [pagePath, manifest, lang] of [
    ['/', '/manifest.webmanifest', 'zh-Hant-TW'],
    ['/zh-cn', '/zh-cn/manifest.webmanifest', 'zh-Hans'],
    ['/ja', '/ja/manifest.webmanifest', 'ja'],
  ] as const) {
    const html = await (await request.get(pagePath)).text();
    expect(html, pagePath).toContain(`<link rel="manifest" href="${manifest}"/>`);
    const answer = await request.get(manifest, { maxRedirects: 0 });
    expect(answer.status(), manifest).toBe(200);
    expect((await answer.json()).lang, manifest).toBe(lang);
  }
  const api = await request.get('/_api', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['cache-control']).toContain('no-store');
  expect(await api.json()).toMatchObject({ success: false, status: 404 });
});

test('an address with broken percent-encoding is a localized 400, JSON under /_api, never a 500', async ({
  request,
}) => {
  for (const [path, text] of [
    ['/attractions/%E0%A4%A', '無法辨識這個網址'],
    ['/en/trails/200%', 'We cannot read this address'],
    ['/ja/events/%ED%A0%80', 'このアドレスを読み取れません'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain(text);
    expectSitePolicy(response);
  }
  const api = await request.get('/_api/en/attractions/%E0%A4%A', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ success: false, status: 400 });
});

test('pages answer 405 to methods they do not take, naming the ones they do', async ({ request }) => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/en/attractions', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD, POST');
    expectSitePolicy(response);
  }
  expect((await request.head('/en/attractions')).status()).toBe(200);
});

test('TRACE and OPTIONS * are answered, never a 500 (Next cannot build a request from them)', async ({
  request,
  baseURL,
}) => {
  const trace = await request.fetch('/en/news', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe('GET, HEAD, POST');
  // An asterisk target cannot be sent through fetch-like clients, only on a raw connection.
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL!);
    http
      .request({ host: hostname, port, method: 'OPTIONS', path: '*' }, (response) => resolve(response.statusCode))
      .on('error', reject)
      .end();
  });
  expect(status).toBe(204);
});

test('a form post whose multipart body cannot be read is a localized 400 page, never a 500', async ({ request }) => {
  for (const [path, text] of [
    ['/suggestion/confirm', '無法讀取送出的資料'],
    ['/en/news', 'We could not read what was sent'],
    ['/ja/registrations', '送信された内容を読み取れません'],
  ] as const) {
    const response = await request.post(path, {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      data: 'garbage',
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain(text);
  }
});

test('a form posted without JavaScript that names no action is a localized 400; one from an older build gets its page again', async ({
  request,
}) => {
  const none = await request.post('/en/news', { multipart: { a: 'b' } });
  expect(none.status()).toBe(400);
  expect(await none.text()).toContain('We could not read what was sent');
  // A confirmation page loaded before a new deployment names an action id this build does not
  // have: the visitor is sent to the page again (303, a GET), not shown Next's bare 409.
  const stale = await request.post('/en/suggestion/confirm?token=abc', {
    multipart: { [`$ACTION_ID_7f${'0'.repeat(40)}`]: '', token: 'abc' },
    maxRedirects: 0,
  });
  expect(stale.status()).toBe(303);
  const location = new URL(stale.headers().location!, 'http://x');
  expect(`${location.pathname}${location.search}`).toBe('/en/suggestion/confirm?token=abc');
});

test('a server action call whose arguments cannot be decoded is a localized 400, never a 500', async ({ request }) => {
  // Any action id: the proxy judges the body before Next looks the action up (lib/routing/action-post.ts).
  const action = { 'Next-Action': '60b7b999e4c1ef738915ff4ed437a6f958d8617d00' };
  for (const [path, body] of [
    ['/news', ''],
    ['/en/news', '[{'],
    ['/ja/events', '["$F1"]'],
    ['/en/suggestion/confirm', '"x"'],
  ] as const) {
    const response = await request.post(path, {
      headers: { ...action, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: body,
    });
    expect(response.status(), `${path} ${body}`).toBe(400);
  }
  const form = await request.post('/en/suggestion/confirm', { headers: action, multipart: { '0': '["$Q5"]' } });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain('We could not read what was sent');
});

test('a post to a page from another site is a localized 403, one over 1 MB a 413, never a bare 500', async ({
  request,
}) => {
  const crossSite = await request.post('/en/suggestion/confirm', {
    headers: { Origin: 'https://evil.example', 'Next-Action': '0123456789abcdef', 'Content-Type': 'text/plain' },
    data: '[]',
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toContain('We cannot accept data sent from another site');
  const large = await request.post('/ja/news', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    data: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'a'.repeat(2 * 1024 * 1024)}\r\n--x--\r\n`,
  });
  expect(large.status()).toBe(413);
  expect(await large.text()).toContain('送信されたデータが大きすぎます');
});

test('unknown /_api endpoints answer JSON 404, and the ajax header is required', async ({ request }) => {
  const unknown = await request.get('/_api/en/nothing-here', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).success).toBe(false);
  const noHeader = await request.get('/_api/en/attractions');
  expect(noHeader.status()).toBe(400);
  const wrongLang = await request.get('/_api/zh-cn/attractions', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(wrongLang.status()).toBe(404);
});

const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

for (const path of [
  '/zh-cn',
  '/zh-cn/attractions',
  '/zh-cn/attractions/83',
  '/zh-cn/lion',
  '/zh-cn/sitemap',
  '/zh-cn/privacy',
  '/zh-cn/tours/1',
  '/zh-cn/faq',
  '/zh-cn/explore',
  '/zh-cn/ecology',
  '/zh-cn/consultants',
  '/zh-cn/suggestion',
]) {
  test(`${path} has no traditional characters left in its visible text`, async ({ page }) => {
    await page.goto(path);
    // Text in another language (the switcher's "繁體", "日本語") is marked with its own lang and skipped.
    const text = await page.evaluate(() => {
      const clone = document.body.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('script, style, [lang]:not([lang="zh-Hans"])').forEach((node) => node.remove());
      return clone.textContent ?? '';
    });
    expect(text.length).toBeGreaterThan(100);
    // Converted as a whole so that words that keep a traditional-looking character in simplified
    // Chinese (乾隆, 著作) are recognized; any character the conversion still changes is a leftover.
    const converted = toSimplified(text);
    const leftovers = [...text].filter((char, index) => [...converted][index] !== char);
    expect([...new Set(leftovers)].join('')).toBe('');
  });
}
