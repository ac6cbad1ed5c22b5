import { expect, test, type Page } from '@playwright/test';
import pageErrorWords from '../components/layout/page-error-words.json';
import { htmlLang, splitLocale } from '../lib/i18n/locales';
import { expectNoAxeViolations } from './support/axe';

/**
 * A page that fails while it is shown gets the site's own error page in its language
 * (components/layout/page-error.tsx), not Next's English "This page couldn't load" over the
 * whole window. The fault is planted in the browser: the test rewrites one client component's
 * code on its way to the page so that it throws while `window.__failRender` is set. The site
 * has no switch for it.
 */

/** The words each language's error page shows (messages/*.json, zh-cn converted; a unit test keeps the file current). */
const words = {
  '': pageErrorWords['zh-tw'],
  '/en': pageErrorWords.en,
  '/ja': pageErrorWords.ja,
  '/zh-cn': pageErrorWords['zh-cn'],
};

/** Makes the client component exported as `name` throw whenever `window.__failRender` is true; counts its copies. */
async function plantFault(page: Page, name: string): Promise<() => number> {
  let planted = 0;
  const component = new RegExp(`(e\\.s\\(\\["${name}",0,function\\([^)]*\\)\\{)`, 'g');
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const code = (await response.text()).replace(component, (start) => {
      planted++;
      return `${start}if(window.__failRender)throw new Error("planted fault");`;
    });
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response, body: code, headers });
  });
  await page.addInitScript(() => {
    (window as Window & { __failRender?: boolean }).__failRender = true;
  });
  return () => planted;
}

// Scripts still on their way when a test ends (the page loads more after "Try again") are let go.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

type Words = (typeof words)[keyof typeof words];

/** The error page in `prefix`'s language: its heading (focused), title, lead and the way home. */
async function expectErrorPage(page: Page, prefix: string, text: Words) {
  const error = page.getByTestId('page-error');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page).toHaveTitle(text.title);
  await expect(error).toContainText(text.lead);
  await expect(error.getByRole('link', { name: text.home })).toHaveAttribute('href', prefix || '/');
  await expect(error.getByRole('heading', { level: 1 })).toBeFocused();
}

/** The fault gone, "Try again" brings the page back without leaving it. */
async function retryWithoutFault(page: Page, path: string, text: Words) {
  await page.evaluate(() => {
    (window as Window & { __failRender?: boolean }).__failRender = false;
  });
  await page.getByTestId('page-error').getByRole('button', { name: text.retry }).click();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.retry })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
}

for (const [prefix, text] of Object.entries(words)) {
  test(`a page that fails in ${prefix || '/'} keeps the site's frame and says so in its language`, async ({ page }) => {
    const planted = await plantFault(page, 'FilterForm');
    await page.goto(`${prefix}/attractions`);
    await expectErrorPage(page, prefix, text);
    expect(planted(), "the list's filter form was found in the page's code").toBeGreaterThan(0);
    // Header and footer stay: the visitor can go anywhere from here.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByRole('main')).toContainText(text.title);
    await expectNoAxeViolations(page);

    await retryWithoutFault(page, `${prefix}/attractions`, text);
    await expect(page.locator(`form[method="get"][action="${prefix}/attractions"]`)).toBeVisible();
  });

  test(`a fault in the site's frame in ${prefix || '/'} gets a page of its own in its language`, async ({ page }) => {
    // The language switcher is part of the header every page of the site shares: no page's boundary catches it.
    const planted = await plantFault(page, 'LanguageSwitcher');
    await page.goto(`${prefix}/events`);
    await expectErrorPage(page, prefix, text);
    expect(planted(), 'the header was found in the code').toBeGreaterThan(0);
    const lang = htmlLang[splitLocale(`${prefix}/events`).locale];
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The frame is gone, so the page names the site itself.
    await expect(page.getByRole('banner')).toHaveText(text.site);
    await expectNoAxeViolations(page);

    await retryWithoutFault(page, `${prefix}/events`, text);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test("a failing page of the file area keeps the file area's own frame", async ({ page }) => {
  const planted = await plantFault(page, 'ArchiveProgressForm');
  await page.goto('/ja/file-area/application/progress');
  const error = page.getByTestId('page-error');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText(pageErrorWords.ja.title);
  expect(planted()).toBeGreaterThan(0);
  // The file area's header, with its own navigation, is still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').locator('a[href="/ja/file-area/online-file"]').first()).toBeAttached();
  await expect(error.getByRole('link', { name: pageErrorWords.ja.home })).toHaveAttribute('href', '/ja');
  await expectNoAxeViolations(page);
});
