import { expect, test } from '@playwright/test';
import { E2E_PORT_BASE } from './support/forms-server';

const lists = [
  ['/attractions', '旅遊景點', '猴探井天空之橋'],
  ['/en/attractions', 'Attractions', 'Houtanjing Sky Bridge'],
  ['/ja/attractions', '観光スポット', '猴探井'],
  ['/zh-cn/attractions', '旅游景点', '猴探井天空之桥'],
] as const;

for (const [path, heading, known] of lists) {
  test(`${path} lists every attraction as a card`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const cards = page.getByTestId('attraction-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(30);
    await expect(cards.filter({ hasText: known }).first()).toBeVisible();
  });
}

test('the area filter keeps only that area and marks the current option', async ({ page }) => {
  await page.goto('/en/attractions');
  const all = await page.getByTestId('attraction-card').count();
  const areaFilter = page.getByRole('navigation', { name: 'Filter by scenic area' });
  await areaFilter.getByRole('link', { name: 'Lishan', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/attractions\?category=52$/);
  const cards = page.getByTestId('attraction-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  for (const area of await cards.locator('p').first().allTextContents()) expect(area).toBe('Lishan Scenic Area');
  await expect(areaFilter.getByRole('link', { name: 'Lishan', exact: true })).toHaveAttribute('aria-current', 'true');
});

test('the spec route /attraction/?category= gives the same filtered list', async ({ page }) => {
  await page.goto('/ja/attraction/?category=51');
  await expect(page.getByTestId('attraction-card').first()).toContainText('獅頭山風景区');
});

test('visitor centres are listed on their own', async ({ page }) => {
  await page.goto('/en/attractions?type=visitor-center');
  await expect(page.getByTestId('attraction-card')).toHaveCount(6);
});

const details = [
  ['/attractions/80', '猴探井天空之橋', '地址'],
  ['/en/attractions/80', 'Houtanjing Sky Bridge', 'Address'],
  ['/ja/attractions/80', '猴探井', '住所'],
  ['/zh-cn/attractions/80', '猴探井天空之桥', '地址'],
] as const;

for (const [path, name, addressLabel] of details) {
  test(`${path} shows the attraction with its facts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const facts = page.getByRole('complementary');
    await expect(facts.getByText(addressLabel, { exact: true })).toBeVisible();
    await expect(facts.getByRole('link', { name: /openstreetmap|地図|地图|地圖|map/i })).toHaveAttribute(
      'href',
      /mlat=23\.90/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path.replace(/\//g, '\\/')}$`),
    );
  });
}

test('the spec route /attraction/{id} shows the detail with /attractions/{id} as canonical', async ({ page }) => {
  await page.goto('/en/attraction/56');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lishan Visitor Center');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/attractions\/56$/);
});

test('area pages introduce the area and list its attractions', async ({ page }) => {
  for (const [path, title] of [
    ['/lion', '獅頭山風景區'],
    ['/en/lishan', 'Lishan Scenic Area'],
    ['/ja/bagua', '八卦山風景区'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.getByTestId('attraction-card').count()).toBeGreaterThan(1);
  }
});

test('the home page shows the featured banner, the three areas and popular attractions', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByText('Featured')).toBeVisible();
  await expect(page.getByRole('link', { name: /Into the Tri-Mountain/ })).toHaveAttribute('href', '/en/attractions');
  await expect(page.getByRole('heading', { name: 'Three scenic areas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baguashan Scenic Area', exact: true })).toHaveAttribute(
    'href',
    '/en/bagua',
  );
  expect(await page.getByTestId('attraction-card').count()).toBe(6);
});

test('pages carry hreflang alternates for all four languages plus x-default', async ({ page }) => {
  await page.goto('/ja/lion');
  for (const lang of ['zh-Hant-TW', 'en', 'ja', 'zh-Hans', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  }
  await expect(page).toHaveTitle('獅頭山風景区｜参山国家風景区管理処');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    '獅頭山風景区｜参山国家風景区管理処',
  );
});

test('the site works the same when it reaches its backend over HTTP (BACKEND_ORIGIN)', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT_BASE + 1}/en/attractions?category=53`);
  await expect(page.getByTestId('attraction-card').filter({ hasText: 'Houtanjing Sky Bridge' })).toBeVisible();
  await page.goto(`http://localhost:${E2E_PORT_BASE + 1}/en/attractions/83`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Baguashan');
});
