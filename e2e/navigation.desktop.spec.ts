import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { headerCollisions, headerOverflow } from './support/header';

// Desktop navigation (at least 1200px): disclosure buttons with dropdown panels. Runs in the desktop project only.

const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

for (const { prefix, navName, group, firstLink } of [
  { prefix: '', navName: '主選單', group: '旅遊景點', firstLink: '全部景點' },
  { prefix: '/ja', navName: 'メインメニュー', group: '観光スポット', firstLink: 'すべての観光スポット' },
]) {
  test(`keyboard walk of the desktop menu (${prefix || 'zh-tw'}): Enter opens, Tab enters, Escape closes and returns focus`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/trails`);
    const nav = mainNav(page, navName);
    const title = nav.getByRole('button', { name: group });
    await title.focus();
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await title.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // The items come from the language's menu.json (menu-panel.tsx): fetched when the page is idle or
    // when the menu is reached for, so a visitor this quick may see "Loading the menu…" for a moment.
    await expect(panel.getByRole('link', { name: firstLink })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: firstLink })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(title).toBeFocused();
    // With the panel closed, Tab goes straight to the next group title.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button').nth(2)).toBeFocused();
  });
}

test('one panel at a time; a click outside closes it; a chosen link closes it and navigates', async ({ page }) => {
  await page.goto('/en/trails');
  const nav = mainNav(page, 'Main menu');
  const news = nav.getByRole('button', { name: 'News and events' });
  const planning = nav.getByRole('button', { name: 'Trip planning' });
  await news.click();
  await planning.click();
  await expect(news).toHaveAttribute('aria-expanded', 'false');
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(4, 780); // the page's blank left margin
  await expect(planning).toHaveAttribute('aria-expanded', 'false');
  await expect(planning).toBeFocused();
  await planning.click();
  await page.locator('#menu-panel-4').getByRole('link', { name: 'Cycling routes' }).click();
  await expect(page).toHaveURL(/\/en\/bikeways$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cycling routes');
  await expect(page.locator('#menu-panel-4')).toBeHidden();
});

test('the menu items render by type: area covers, icon tiles, the top five attractions per area, featured events with dates', async ({
  page,
}) => {
  await page.goto('/en');
  const nav = mainNav(page, 'Main menu');
  await nav.getByRole('button', { name: 'Attractions' }).click();
  const attractions = page.locator('#menu-panel-2');
  await expect(attractions.locator('[data-type="cover-tile"] img')).toHaveCount(3);
  const topLists = attractions.getByRole('list', { name: /^Most viewed in / });
  await expect(topLists).toHaveCount(3);
  await expect(topLists.first().getByRole('listitem')).toHaveCount(5);
  await nav.getByRole('button', { name: 'Trip planning' }).click();
  await expect(page.locator('#menu-panel-4 [data-type="icon-tile"] svg').first()).toBeVisible();
  await nav.getByRole('button', { name: 'News and events' }).click();
  const events = page.locator('#menu-panel-1 [data-type="event"] li');
  await expect(events).toHaveCount(3);
  await expect(events.first()).toContainText(/\d{4}|Dates to be announced/);
  // Mobile-only items (sitemap, search) stay out of the desktop panels.
  await nav.getByRole('button', { name: 'About this site' }).click();
  await expect(page.locator('#menu-panel-6').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('#menu-panel-6').getByRole('link', { name: 'Search' })).toHaveCount(0);
});

test('header extras: utility links in order, the administrative site as an external link, and the search entry', async ({
  page,
}) => {
  await page.goto('/en/trails');
  const utility = page.getByRole('banner').getByRole('navigation', { name: 'Quick links' });
  await expect(utility.getByRole('link')).toHaveText([
    "Director's Mailbox",
    'Social media',
    /Tourism Administration/,
    'Sitemap',
  ]);
  const admin = utility.getByRole('link', { name: /Tourism Administration/ });
  await expect(admin).toHaveAttribute('target', '_blank');
  await expect(admin).toHaveAttribute('rel', /noopener/);
  await expect(admin).toContainText('(opens in a new window)');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox', { name: 'Search the site' }).fill('Lishan');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=Lishan$/);
});

test('the footer link list comes from the site-information menu group', async ({ page }) => {
  await page.goto('/en');
  const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'About this site' });
  await expect(footerNav.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
  await expect(footerNav.getByRole('link', { name: 'Publications' })).toHaveAttribute('href', '/en/publications');
});

for (const prefix of ['', '/ja']) {
  test(`axe finds no violations with a desktop menu panel open (${prefix || 'zh-tw'})`, async ({ page }) => {
    await page.goto(prefix || '/');
    for (const id of [2, 4]) {
      await page.locator(`#menu-button-${id}`).click();
      await expect(page.locator(`#menu-panel-${id}`)).toBeVisible();
      // With its items, drawn when the group is first opened (menu-panel.tsx).
      await expect(page.locator(`#menu-panel-${id} li a`).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

// Every link of every menu answers 200, in every language: no menu leads to a 404.
for (const prefix of ['', '/en', '/ja', '/zh-cn']) {
  test(`every menu link answers 200 (${prefix || 'zh-tw'})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix}/sitemap`);
    // A group's items are drawn when it is first opened (menu-panel.tsx) and stay: open each in turn.
    const titles = page.locator('#site-menu button[data-group-title]');
    for (let index = 0; index < (await titles.count()); index++) {
      await titles.nth(index).click();
      await expect(
        page.locator(`#${await titles.nth(index).getAttribute('aria-controls')} li a`).first(),
      ).toBeVisible();
    }
    await expect(page.locator('#site-menu [role="status"]')).toHaveCount(0);
    const hrefs = await page
      .locator('#site-menu a, footer nav a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(40);
    for (const href of unique) {
      if (prefix) expect(href, 'menu links stay in the page language').toMatch(new RegExp(`^${prefix}(/|$)`));
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
}

test('a dropdown shows its pictures first, then its plain links on a row of their own, in the order Tab takes', async ({
  page,
}) => {
  await page.goto('/en/trails');
  const themes = mainNav(page, 'Main menu').getByRole('button', { name: 'Themed travel' });
  await themes.click();
  const panel = page.locator(`#${await themes.getAttribute('aria-controls')}`);
  // Drawn when first opened, from the language's menu.json (menu-panel.tsx).
  await expect(panel.locator('li a').first()).toBeVisible();
  const boxes = await panel.locator(':scope ul > li').evaluateAll((items) =>
    items.map((item) => ({
      picture: item.querySelector('img') !== null,
      left: item.getBoundingClientRect().left,
      top: item.getBoundingClientRect().top,
    })),
  );
  const firstPlain = boxes.findIndex((box) => !box.picture);
  expect(firstPlain).toBeGreaterThan(0);
  // Every picture comes before every plain link in the page (so in Tab order) ...
  expect(boxes.slice(firstPlain).some((box) => box.picture)).toBe(false);
  // ... and the plain links start under the pictures, at the panel's left edge.
  expect(boxes[firstPlain]!.left).toBeCloseTo(boxes[0]!.left, 0);
  expect(boxes[firstPlain]!.top).toBeGreaterThan(boxes[0]!.top);
});

// WCAG 1.4.4 at a desktop width, the root text size doubled by a user stylesheet or an extension
// (the browser's own text-size setting: e2e/larger-text.spec.ts). Media queries do not see it; the
// header's container queries do (site-header.module.css), and the header takes its phone layout.
for (const path of ['/en/trails', '/', '/ja']) {
  test(`${path} at 1280px with html { font-size: 200% }: the header's controls stay on screen and apart, and its menu works by keyboard`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200% }' });
    expect(await headerOverflow(page)).toEqual({ outside: [], sideways: false });
    expect(await headerCollisions(page)).toEqual({ overlapping: [], below: [] });
    const menu = page.locator('header').getByRole('button', { name: /^(Menu|選單|メニュー)$/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const firstGroup = dialog.locator('[data-group-title]').first();
    await expect(firstGroup).toBeFocused();
    // A group opens with its links (the drill-down), and Escape closes the whole menu.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  });
}
