import { expect, test } from '@playwright/test';
import { isPathVisible } from '../lib/routing/visibility';
import { axeViolations, expectNoAxeViolations } from './support/axe';

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
  '/crowd-flow/',
];
const locales = [
  ['', 'zh-tw'],
  ['/en', 'en'],
  ['/ja', 'ja'],
  ['/zh-cn', 'zh-cn'],
] as const;

// The check itself: a page made wrong on purpose must fail it (a helper that saw nothing would pass every page).
test('the axe check reports a violation when there is one', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/og-default.png';
    document.querySelector('main')!.append(image);
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: /)]);
});

// Pages hidden in a language (the glossary in Japanese, travel tips in Chinese) are checked where they exist.
// zh-cn is checked at desktop size only: its pages are zh-tw's markup and layout with converted characters
// (the same lengths), so at phone size they would repeat zh-tw's check; its own lang and text are checked here.
for (const [prefix, locale] of locales) {
  for (const path of [...pages, '/travel-tips'].filter((page) => isPathVisible(page.split('?')[0]!, locale, false))) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
    test(`axe finds no WCAG 2.2 AA violations on ${url}`, async ({ page }, testInfo) => {
      test.skip(locale === 'zh-cn' && testInfo.project.name === 'phone', 'zh-tw at phone size covers this layout');
      const response = await page.goto(url);
      // The page itself, not a 404 in its place (the one 404 template is checked on purpose).
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expectNoAxeViolations(page);
    });
  }
}
