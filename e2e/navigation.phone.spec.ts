import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Phone and tablet navigation (below 1200px): a drill-down panel. Runs in the phone project only.

for (const { prefix, menu, dialog, group, back, link, close } of [
  {
    prefix: '',
    menu: '選單',
    dialog: '網站選單',
    group: '行程規劃',
    back: '回主選單',
    link: '步道',
    close: '關閉選單',
  },
  {
    prefix: '/ja',
    menu: 'メニュー',
    dialog: 'サイトメニュー',
    group: '旅行プラン',
    back: 'メインメニューへ',
    link: 'ハイキングコース',
    close: 'メニューを閉じる',
  },
]) {
  test(`keyboard walk of the phone menu (${prefix || 'zh-tw'}): open, drill, back, focus kept inside, Escape`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/trails`);
    const button = page.getByRole('button', { name: menu, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: dialog });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The page behind does not scroll.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const groupButton = panel.getByRole('button', { name: group });
    await groupButton.focus();
    await page.keyboard.press('Enter');
    const backButton = panel.getByRole('button', { name: back });
    await expect(backButton).toBeFocused();
    await expect(panel.getByRole('link', { name: link, exact: true })).toBeVisible();
    // Focus stays in the panel: Shift+Tab from its first control goes to its last, Tab from the last back to the first.
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(backButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(groupButton).toBeFocused();
    await expect(panel.getByRole('link', { name: link, exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    // The close button works too.
    await button.click();
    await page.getByRole('button', { name: close }).click();
    await expect(panel).toBeHidden();
  });
}

test('choosing a link in the phone menu goes there and closes the menu; mobile-only items appear only here', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Site menu' });
  await panel.getByRole('button', { name: 'About this site' }).click();
  await expect(panel.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Sitemap', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sitemap$/);
  await expect(panel).toBeHidden();
  // The desktop group titles are not offered on a phone.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});

test('the phone menu offers the search entry and the utility links at its first level', async ({ page }) => {
  await page.goto('/ja/trails');
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'サイトメニュー' });
  await panel.getByRole('searchbox', { name: 'サイト内検索' }).fill('梨山');
  await panel.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/\/ja\/search\?q=/);
});

test('menu touch targets are at least 44 by 44 CSS pixels', async ({ page }) => {
  await page.goto('/en');
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Site menu' });
  for (const control of await panel.getByRole('button').all()) {
    const size = await control.boundingBox();
    expect(size!.height).toBeGreaterThanOrEqual(44);
  }
});

for (const prefix of ['', '/ja']) {
  test(`axe finds no violations with the phone menu open, at both levels (${prefix || 'zh-tw'})`, async ({ page }) => {
    await page.goto(prefix || '/');
    await page.locator('button[aria-controls="site-menu"]').click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    const check = async () => {
      await expectNoAxeViolations(page);
    };
    await check();
    await panel.locator('#menu-button-2').click();
    await expect(panel.locator('#menu-panel-2')).toBeVisible();
    // The group's items, drawn when it is first opened (menu-panel.tsx), are checked too.
    await expect(panel.locator('#menu-panel-2 li a').first()).toBeVisible();
    await check();
  });
}

test('scrolling the home page downloads the photos it shows, not those of the pages its links prefetch', async ({
  page,
}) => {
  const photos: string[] = [];
  const prefetched: string[] = [];
  const imageHints: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/_next/image') photos.push(url.href);
  });
  // React's payload of a prefetched page carries "preload this" hints (`:HL[…]`), which the
  // browser applies at once: a photo hinted there is downloaded though the page is never opened.
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.searchParams.has('_rsc')) return;
    const body = await response.text().catch(() => '');
    prefetched.push(url.pathname);
    for (const hint of body.match(/:HL\[[^\n]*?"image"/g) ?? []) imageHints.push(`${url.pathname} ${hint}`);
  });
  await page.goto('/en');
  for (let step = 0; step < 30; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  // The news items near the top, whose pages open with a photo, are prefetched when a visitor
  // shows intent (here keyboard focus; link-navigation.tsx), once the page's links are live.
  const news = page.getByRole('main').locator('a[href^="/en/news/"]');
  await expect
    .poll(
      async () => {
        for (const link of (await news.all()).slice(0, 3)) {
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await link.focus();
        }
        return prefetched.filter((path) => /^\/en\/news\/\d+$/.test(path)).length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(imageHints).toEqual([]);
  const shown = new Set(
    await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter((src) => src !== '')),
  );
  expect(photos.filter((photo) => !shown.has(photo))).toEqual([]);
});
