import { expect, test } from '@playwright/test';
import * as OpenCC from 'opencc-js';
import { axeViolations as violations } from './support/axe';
import { collectCspViolations } from './support/csp';

// Issue 6's pages at both viewports: crowd flow, the map, /nearby's bad input, live conditions on area pages.

test('crowd flow lists each visitor centre with its total and update time, marked as sample data', async ({ page }) => {
  const response = await page.goto('/crowd-flow/');
  expect(response?.status()).toBe(200);
  const table = page.getByRole('table', { name: '各遊客中心今日入館人數' });
  await expect(table.getByRole('row', { name: /梨山遊客中心/ })).toContainText('86 人');
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(page.getByText(/更新時間：/)).toBeVisible();
  await expect(page.getByTestId('sample-note')).toContainText('示範用範例資料');
  expect(await violations(page)).toEqual([]);
});

test('crowd flow exists in Chinese only', async ({ page }) => {
  expect((await page.goto('/en/crowd-flow'))?.status()).toBe(404);
  expect((await page.goto('/zh-cn/crowd-flow'))?.status()).toBe(200);
});

test('the map shows a marker for every place in its list, with working filters, and no tile server needed', async ({
  page,
}) => {
  const cspViolations = await collectCspViolations(page);
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'tile.openstreetmap.org') tiles.push(request.url());
  });
  await page.goto('/en/map');
  const list = page.getByTestId('map-list');
  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  const listed = await list.getByRole('listitem').count();
  expect(listed).toBeGreaterThan(40);
  await expect(markers).toHaveCount(listed);
  // Every kind of the issue is there: attractions, visitor centres, car parks, toilets.
  for (const kind of ['attraction', 'visitorCenter', 'parking', 'toilet'])
    await expect(list.locator(`li[data-kind="${kind}"]`).first()).toBeVisible();
  const parks = await list.locator('li[data-kind="parking"]').count();
  // Car parks by their English names where the parking service gives them.
  await expect(list.locator('li[data-kind="parking"]', { hasText: 'Lishan Visitor Center Parking Lot' })).toHaveCount(
    1,
  );
  await page.getByRole('checkbox', { name: 'Parking lots' }).uncheck();
  await expect(markers).toHaveCount(listed - parks);
  await expect(list.locator('li[data-kind="parking"]')).toHaveCount(0);
  // The list reaches each marker by keyboard: "Show … on the map" opens its popup.
  const button = page.getByRole('button', { name: 'Show Lishan Visitor Center on the map' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toContainText('Lishan Visitor Center');
  await expect(page.locator('.leaflet-popup').getByRole('button', { name: 'Close the pop-up' })).toBeAttached();
  // Marker pictures are drawn, never fetched from a CDN.
  expect(await page.locator('img.leaflet-marker-icon').count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  // Leaflet's buttons answer Space like any button; a popup closed from inside leaves focus on the map.
  const close = page.locator('.leaflet-popup').getByRole('button', { name: 'Close the pop-up' });
  await close.focus();
  // The page may still be gliding (smooth scrolling) from bringing the map into view on a phone.
  const settledScroll = async () => {
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const settled = now === last;
          last = now;
          return settled;
        },
        { intervals: [150] },
      )
      .toBe(true);
    return last;
  };
  const scrolled = await settledScroll();
  await page.keyboard.press('Space');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toBeFocused();
  expect(await settledScroll()).toBe(scrolled);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  // Zooming moves every marker on the screen.
  const markerPosition = () =>
    page
      .locator('.leaflet-marker-icon')
      .first()
      .evaluate((marker) => (marker as HTMLElement).style.transform);
  const before = await markerPosition();
  await zoomIn.focus();
  await page.keyboard.press('Space');
  await expect.poll(markerPosition).not.toBe(before);
  // The tiles were asked for (MAP_TILE_URL's host is in img-src; offline here, they fail without a
  // violation), and nothing else of the map met the Content-Security-Policy.
  expect(tiles.length).toBeGreaterThan(0);
  expect(await cspViolations()).toEqual([]);
});

test("Leaflet's controls and the map's focus stop are named in the page's language", async ({ page }) => {
  await page.goto('/ja/map');
  await expect(page.getByRole('button', { name: '拡大' })).toBeVisible();
  await expect(page.getByRole('button', { name: '縮小' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveAttribute('aria-label', 'インタラクティブ地図');
  await page.goto('/map');
  await expect(page.getByRole('button', { name: '放大地圖' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
});

test('a bad /nearby link answers 400 with a clear message in the page language', async ({ page }) => {
  const response = await page.goto('/ja/nearby?gps=abc&zipcode=424');
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('nearby-invalid')).toContainText('緯度,経度');
  await expect(page).toHaveTitle(/^エラー：/);
  const missing = await page.goto('/en/nearby?gps=24.2550,121.2512');
  expect(missing?.status()).toBe(400);
  await expect(page.getByTestId('nearby-invalid')).toContainText('The postal code (zipcode) is missing.');
  await expect(page).toHaveTitle(/^Error: Nearby/);
  // The introduction without a query is no error.
  await page.goto('/en/nearby');
  await expect(page).toHaveTitle(/^Nearby/);
});

test("/nearby names the township in the page's language, from the site's table when the geocoder does not confirm it", async ({
  page,
}) => {
  // A point in Heping District with Nanzhuang's postal code: the geocoder's township is not the
  // link's, so the name comes from the site's own table, in each language (zh-cn converted).
  const query = '?gps=24.2550,121.2512&zipcode=353';
  const expected = [
    ['/en', 'Your location: Nanzhuang Township'],
    ['/ja', '現在地：南庄郷'],
    ['/zh-cn', '南庄乡'],
    ['', '南庄鄉'],
  ] as const;
  for (const [prefix, text] of expected) {
    await page.goto(`${prefix}/nearby${query}`);
    await expect(page.getByRole('main')).toContainText(text);
  }
  await page.goto(`/zh-cn/nearby${query}`);
  await expect(page.getByRole('main')).not.toContainText('南庄鄉');
});

test('a toilet at a visitor centre takes the centre’s Japanese name and address, neither marked as Chinese', async ({
  page,
}) => {
  await page.goto('/ja/nearby?gps=24.2550,121.2512&zipcode=424');
  const toilet = page.getByTestId('nearby-toilets').getByRole('listitem').first();
  const name = toilet.getByText('梨山ビジターセンター', { exact: true });
  await expect(name).toBeVisible();
  await expect(name).not.toHaveAttribute('lang');
  // The service gives the centre's own Chinese address, so the site's Japanese one is shown.
  const address = toilet.getByText('台中市和平区梨山里中正路91-2号', { exact: true });
  await expect(address).toBeVisible();
  await expect(address).not.toHaveAttribute('lang');
  await expect(toilet.locator('[lang="zh-Hant-TW"]')).toHaveCount(0);
});

test('a well-formed postal code outside the area goes to /not-in-trimt', async ({ page }) => {
  await page.goto('/nearby?gps=25.0330,121.5654&zipcode=100');
  await expect(page).toHaveURL(/\/not-in-trimt$/);
});

test('area pages and attraction details show weather, UV and AQI with the sample-data note', async ({ page }) => {
  await page.goto('/en/lishan');
  const conditions = page.getByTestId('live-conditions');
  await expect(conditions.getByTestId('uv-card')).toContainText('High');
  await expect(conditions.getByTestId('aqi-card')).toContainText('Moderate');
  await expect(conditions.getByTestId('aqi-card')).toContainText('Station: Fengyuan');
  await expect(conditions.getByTestId('weather-card').getByTestId('sample-note')).toContainText(
    'Sample data recorded on 9 March 2025',
  );
  await page.goto('/en/attractions/80');
  // Below the fold on a detail page, the conditions and the map load only when they come into view.
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
  await expect(page.getByTestId('weather-card')).toHaveCount(0);
  await page.getByTestId('live-conditions').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('live-conditions').getByTestId('weather-card')).toContainText('°C');
  await page.getByRole('heading', { name: 'Location map' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
});

test('sample data is not refreshed, so nothing says it updates and there is no pause switch', async ({ page }) => {
  await page.goto('/en/lishan');
  const conditions = page.getByTestId('live-conditions');
  await expect(conditions.getByTestId('sample-note').first()).toBeVisible();
  await expect(conditions.getByTestId('aqi-card')).toContainText('Moderate');
  await expect(conditions).not.toContainText('Updates automatically');
  await expect(conditions.getByTestId('live-updates-toggle')).toHaveCount(0);
});

test('live conditions say how often they refresh and can be paused for the rest of the visit (WCAG 2.2.2)', async ({
  page,
}) => {
  // The embedded backend serves samples (no service keys in tests): its answers are passed on as
  // live ones, as a configured backend gives them, so that the widgets refresh.
  await page.route('**/_api/**', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || !('sample' in body)) return route.fulfill({ response });
    await route.fulfill({ response, json: { ...body, sample: false, sampleKind: null, recordedAt: null } });
  });
  await page.goto('/ja/lishan');
  const conditions = page.getByTestId('live-conditions');
  await expect(conditions).toContainText('1時間ごとに自動で更新されます。');
  await conditions.getByRole('button', { name: '更新を一時停止' }).click();
  await expect(conditions).toContainText('自動更新を一時停止しています。');
  await expect(conditions.getByRole('button', { name: '更新を再開' })).toBeFocused();
  // The choice holds on the next page of the tab.
  await page.goto('/ja/bagua');
  await expect(page.getByTestId('live-conditions').getByRole('button', { name: '更新を再開' })).toBeVisible();
  await page.goto('/crowd-flow/');
  await expect(page.getByTestId('crowd-flow')).toContainText('已暫停自動更新。');
});

test('simplified-Chinese pages keep no traditional text once the live islands have loaded, except text marked as such', async ({
  page,
}) => {
  const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
  for (const path of ['/zh-cn/lishan', '/zh-cn/attractions/83', '/zh-cn/crowd-flow']) {
    await page.goto(path);
    const conditions = page.getByTestId('live-conditions');
    if (await conditions.count()) await conditions.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('sample-note').first()).toBeVisible();
    await expect(page.locator('[role="status"]').filter({ hasText: '载入中' })).toHaveCount(0);
    const text = await page.evaluate(() => {
      const clone = document.body.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('script, style, [lang]:not([lang="zh-Hans"])').forEach((node) => node.remove());
      return clone.textContent ?? '';
    });
    const converted = [...toSimplified(text)];
    expect([...new Set([...text].filter((char, index) => converted[index] !== char))].join(''), path).toBe('');
  }
  // The crowd-flow table names our visitor centres in simplified characters, not marked Traditional.
  const rows = page.getByTestId('crowd-flow').locator('tbody th');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('crowd-flow').locator('tbody th[lang]')).toHaveCount(0);
  await expect(page.getByTestId('crowd-flow')).toContainText('游客中心');
});

test('the new pages are in the trip-planning menu and in sitemap.xml, crowd flow in Chinese only', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/map',
    '/nearby',
    '/en/map',
    '/en/nearby',
    '/ja/map',
    '/ja/nearby',
    '/crowd-flow',
    '/zh-cn/crowd-flow',
  ])
    expect(xml).toMatch(new RegExp(`localhost:\\d+${path}</loc>`));
  expect(xml).not.toMatch(/\/(en|ja)\/crowd-flow</);
  const menus = (await (
    await request.get('/_api/en/menus', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).json()) as { data: { id: number; subMenu?: { url?: string; title: string }[] }[] };
  const planning = menus.data.find((group) => group.id === 4)?.subMenu ?? [];
  expect(planning.map((item) => item.url)).toEqual(expect.arrayContaining(['/map', '/nearby']));
  expect(planning.find((item) => item.url === '/map')?.title).toBe('Map');
});
