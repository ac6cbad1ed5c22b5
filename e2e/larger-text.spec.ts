import { expect, test, type Page } from '@playwright/test';
import { headerOverflow } from './support/header';

// WCAG 1.4.4 and 1.4.10 for visitors who set a larger default text size in their browser (not
// zoom): the header's breakpoint is in em (and rem: site-header.module.css), so the phone header
// (menu button) takes over before the desktop one overflows, and every header control stays on the
// screen. A larger root size set by a user stylesheet: e2e/navigation.desktop.spec.ts.

/** Chromium's own "font size" setting, as a visitor would set it. */
async function setDefaultTextSize(page: Page, pixels: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: pixels } });
}

for (const path of ['/en', '/events', '/ja/trails']) {
  test(`${path} at twice the default text size keeps every header control on screen, and its menu opens`, async ({
    page,
  }) => {
    await setDefaultTextSize(page, 32);
    await page.goto(path);
    expect(await headerOverflow(page)).toEqual({ outside: [], sideways: false });
    const menu = page.locator('header').getByRole('button', { name: /^(Menu|選單|メニュー)$/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('Chinese pages on a 375px phone fit their three language links and the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  for (const path of ['/', '/zh-cn', '/ja']) {
    await page.goto(path);
    expect(await headerOverflow(page)).toEqual({ outside: [], sideways: false });
  }
});
