import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The menu's items are not in the pages (components/navigation/menu-panel.tsx): each language has
 * one menu.json, cached like the pages, fetched by the menu once the page is idle, a group drawn
 * when it is first opened. Desktop only:
 * the answers are the server's, and the phone menu draws the same items (navigation.phone.spec.ts).
 */

type MenuPanels = { groups: { id: number; items: { type: string; title: string; url?: string }[] }[] };

const languages = [
  { prefix: '', group: '旅遊景點' },
  { prefix: '/en', group: 'Attractions' },
  { prefix: '/ja', group: '観光スポット' },
  { prefix: '/zh-cn', group: '旅游景点' },
];

/** Every url of a menu, at any depth. */
const urlsOf = (menu: MenuPanels): string[] =>
  JSON.stringify(menu)
    .match(/"url":"[^"]*"/g)!
    .map((pair) => pair.slice(7, -1));

async function cachedMenu(request: APIRequestContext, prefix: string) {
  const path = `${prefix}/menu.json`;
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT');
  return request.get(path);
}

test('no page carries the menu items; its language’s menu.json does, cached, compressed, in that language', async ({
  request,
}) => {
  for (const { prefix, group } of languages) {
    const html = await (await request.get(prefix || '/')).text();
    // The group buttons are in the page; their items (each drawn with its type) are not.
    expect(html, prefix).toContain(`>${group}</button>`);
    expect(html, prefix).toContain('id="menu-panel-2"');
    expect(html, prefix).not.toMatch(/data-type="(icon-tile|cover-tile|title-link)"/);

    const answer = await cachedMenu(request, prefix);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/json/);
    expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['set-cookie']).toBeUndefined();
    const menu = (await answer.json()) as MenuPanels;
    expect(menu.groups.length, prefix).toBeGreaterThanOrEqual(5);
    expect(
      menu.groups.every((g) => g.items.length > 0),
      prefix,
    ).toBe(true);
    // Site addresses without the language (the menu adds it), pages of this language only.
    const urls = urlsOf(menu);
    expect(urls.filter((url) => url.startsWith('/')).every((url) => !/^\/(en|ja|zh-cn)(\/|$)/.test(url))).toBe(true);
    expect(urls.includes('/crowd-flow'), `${prefix}: crowd flow is a Chinese page`).toBe(
      prefix === '' || prefix === '/zh-cn',
    );
  }
  const [traditional, simplified] = await Promise.all([
    (await request.get('/menu.json')).text(),
    (await request.get('/zh-cn/menu.json')).text(),
  ]);
  expect(traditional).toContain('景點');
  expect(simplified).toContain('景点');
  expect(simplified).not.toContain('景點');
  expect((await request.get('/xx/menu.json')).status()).toBe(404);
});

test('a page fetches its menu items once, when it is idle; a group is drawn when first opened', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/menu.json')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/ja/trails');
  // Without any visitor action the items arrive, but no group is drawn: a page whose menu is never
  // opened spends no time on it.
  await expect.poll(() => fetched).toEqual(['/ja/menu.json']);
  await expect(page.locator('#site-menu li li a')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await nav.getByRole('button', { name: '観光スポット' }).click();
  await expect(page.locator('#menu-panel-2').getByRole('link', { name: 'すべての観光スポット' })).toBeVisible();
  await expect(page.locator('#menu-panel-1 li a')).toHaveCount(0);
  await nav.getByRole('button').first().click();
  await expect(page.locator('#menu-panel-1 li a').first()).toBeVisible();
  // Closed, the first group stays drawn; nothing more was fetched.
  await expect(page.locator('#menu-panel-2 li a').first()).toBeAttached();
  expect(fetched).toEqual(['/ja/menu.json']);
});
