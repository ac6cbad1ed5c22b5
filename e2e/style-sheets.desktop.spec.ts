import { expect, test, type Page } from '@playwright/test';

/**
 * The style sheets a first visit waits for (next.config.ts, `cssChunking`): every page asks for the
 * same few render-blocking files, so a second page fetches none, and what a page looks like does
 * not depend on the order its answer lists them in (a 404 lists them in another order than a page).
 * Desktop only: what is checked is the server's HTML and one layout.
 */

/** Pages of every kind: home, lists, details, forms, charts, the file area, search, a 404. */
const pages = [
  '/',
  '/en',
  '/ja/events',
  '/attractions',
  '/en/attractions/80',
  '/zh-cn/trails',
  '/privacy',
  '/en/suggestion',
  '/en/visitor-center-statistics',
  '/en/map',
  '/file-area',
  '/en/file-area/documents',
  '/en/search?q=tea',
  '/en/attractions/999999',
];
const MAX_STYLE_SHEETS = 3;

/** The render-blocking style sheets of a page's HTML, in the order it lists them. */
function styleSheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] as string);
}

test('every page asks for the same few style sheets, so a second page fetches none', async ({ request }) => {
  const home = styleSheets(await (await request.get('/')).text());
  expect(home.length).toBeGreaterThan(0);
  expect(home.length).toBeLessThanOrEqual(MAX_STYLE_SHEETS);
  for (const path of pages) {
    const sheets = styleSheets(await (await request.get(path)).text());
    expect([...sheets].sort(), path).toEqual([...home].sort());
  }
});

/**
 * Every element's box and colours: what the eye compares, without a screenshot's pixel noise. The
 * elements are those of the first call, so one a script adds in between is not counted as a change.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const scope = window as unknown as { checkedElements?: Element[] };
    scope.checkedElements ??= [...document.body.querySelectorAll('*')];
    return scope.checkedElements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.backgroundColor,
      ].join(' ');
    });
  });
}

for (const path of ['/en/attractions/999999', '/ja/file-area/not-a-page']) {
  test(`the 404 at ${path} looks the same with its style sheets in the opposite order`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    const served = await layout(page);
    const count = await page.evaluate(() => {
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
      // Each moved to the front in turn: the head then lists them last to first.
      for (const link of links) document.head.prepend(link);
      return links.length;
    });
    expect(count).toBeGreaterThan(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layout(page)).toEqual(served);
  });
}
