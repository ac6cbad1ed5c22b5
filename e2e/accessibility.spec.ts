import { expect, test } from '@playwright/test';
import { isPathVisible } from '../lib/routing/visibility';
import { axeViolations } from './support/axe';
import { collectCspViolations, expectSitePolicy } from './support/csp';

// One page of every template: each list, each detail type, a theme page, the policies, the 404.
const pages = [
  '/',
  '/bilingual-glossary',
  '/trails',
  '/trails/55',
  '/events',
  '/events/1',
  '/news',
  '/news/1',
  '/attractions',
  '/attractions?category=53',
  '/attractions/80',
  '/lion',
  '/lishan',
  '/bagua',
  '/sitemap',
  '/search?q=%E6%A2%A8%E5%B1%B1',
  '/privacy',
  '/no-such-page',
  '/tours',
  '/tours/1',
  '/bikeways',
  '/bikeways/1',
  '/souvenirs',
  '/souvenirs/1',
  '/ecology',
  '/ecology/58',
  '/reports',
  '/publications',
  '/links',
  '/faq',
  '/consultants',
  '/live-cameras',
  '/albums',
  '/albums/3',
  '/films',
  '/films/1',
  '/visitor-center-statistics',
  '/social-media',
  '/popular',
  '/hiking',
  '/emergency',
  '/immersive',
  '/digital-twin',
  '/security',
  '/copyright',
  '/suggestion',
  '/suggestion/status',
  '/surveys',
  '/surveys/1',
  '/registrations',
  '/applications',
  '/applications/1',
  '/love-trimt/feedback',
  '/nearby?gps=24.2550,121.2512&zipcode=424',
  '/nearby',
  '/not-in-trimt',
  '/map',
  '/closures',
  '/crowd-flow/',
  // The file area's own layout and templates.
  '/file-area',
  '/file-area/online-file',
  '/file-area/online-file/detail/1',
  '/file-area/activity/album-list',
  '/file-area/activity/detail/1',
  '/file-area/activity/video',
  '/file-area/documents',
  '/file-area/faq',
  '/file-area/shared-post-list',
  '/file-area/sitemap',
  '/file-area/application/apply',
  '/file-area/application/progress',
  '/file-area/no-such-page',
];
const locales = [
  ['', 'zh-tw'],
  ['/en', 'en'],
  ['/ja', 'ja'],
  ['/zh-cn', 'zh-cn'],
] as const;

// The checks themselves: a page made wrong on purpose must fail them (a helper that saw nothing would pass every page).
test('the axe and Content-Security-Policy checks report a violation when there is one', async ({ page }) => {
  const cspViolations = await collectCspViolations(page);
  await page.goto('/privacy');
  // Wait until React has taken over the page down to its footer: a node added to <main> before then
  // is a hydration mismatch, which React repairs by drawing the page again, without the node.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/og-default.png';
    document.querySelector('main')!.append(image);
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: /)]);
  expect(await cspViolations()).toEqual([]);
  // A picture from a host the policy does not name, and an inline event handler (script-src-attr 'none').
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.alt = '';
    image.src = 'https://images.example.org/photo.png';
    document.querySelector('main')!.append(image);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button onclick="void 0">x</button>');
    document.querySelector<HTMLButtonElement>('main button[onclick]')!.click();
  });
  await expect
    .poll(cspViolations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^img-src blocked https:\/\/images\.example\.org\/photo\.png/),
        expect.stringMatching(/^script-src-attr blocked inline/),
        expect.stringMatching(/^console: .*images\.example\.org.*Content Security Policy/),
      ]),
    );
});

/** A phone's screen in CSS pixels (Pixel 7): below the desktop menu's 75em, the phone layout. */
const phoneViewport = { width: 412, height: 839 };

// Each page at both sizes in one test: the desktop layout, then the same page narrowed to a phone's
// width (every layout rule of the site depends on the width alone, and the menus follow it), so each
// page is loaded once for both checks. This spec runs in the desktop project only (playwright.config.ts).
// Pages hidden in a language (the glossary in Japanese, travel tips in Chinese) are checked where they exist.
// zh-cn pages are zh-tw's, rendered by the same components with the characters converted: every
// template is checked in zh-tw, and in zh-cn one of each kind (its language tags and converted text).
const zhCnPages = [
  '/',
  '/attractions',
  '/attractions/80',
  '/events/1',
  '/privacy',
  '/suggestion',
  '/map',
  '/no-such-page',
  '/file-area',
  '/file-area/application/apply',
];
for (const [prefix, locale] of locales) {
  const templates = locale === 'zh-cn' ? zhCnPages : [...pages, '/travel-tips'];
  for (const path of templates.filter((page) => isPathVisible(page.split('?')[0]!, locale, false))) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
    test(`axe finds no WCAG 2.2 AA violations on ${url}, at desktop and phone sizes`, async ({ page }) => {
      // The same visit checks the Content-Security-Policy: sent, and nothing of the page blocked by it.
      const cspViolations = await collectCspViolations(page);
      const response = await page.goto(url);
      // The page itself, not a 404 in its place (the one 404 template is checked on purpose).
      expect(response?.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200);
      expectSitePolicy(response);
      expect(await axeViolations(page), 'at 1280 px').toEqual([]);
      await page.setViewportSize(phoneViewport);
      await page.waitForFunction(() => matchMedia('(width < 75em)').matches);
      // The phone menu's button is shown: the page has switched to its phone layout (the 404 page
      // for an address no page claims has no site menu).
      const menuButton = page.locator('button[aria-controls="site-menu"]');
      if (await menuButton.count()) await expect(menuButton).toBeVisible();
      expect(await axeViolations(page), 'at 412 px').toEqual([]);
      expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
    });
  }
}
