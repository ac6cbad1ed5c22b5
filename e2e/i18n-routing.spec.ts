import { expect, test } from '@playwright/test';
import * as OpenCC from 'opencc-js';

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
  const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.8' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('lang="zh-Hant-TW"');
});

test('/zh-tw/... redirects permanently (308) to the unprefixed path', async ({ request }) => {
  const response = await request.get('/zh-tw/attractions?category=51', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/^(http:\/\/localhost:\d+)?\/attractions\?category=51$/);
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
  });
}

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

for (const path of ['/zh-cn', '/zh-cn/attractions', '/zh-cn/attractions/83', '/zh-cn/lion', '/zh-cn/sitemap', '/zh-cn/privacy', '/zh-cn/tours/1', '/zh-cn/faq', '/zh-cn/explore', '/zh-cn/ecology', '/zh-cn/consultants', '/zh-cn/suggestion']) {
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
