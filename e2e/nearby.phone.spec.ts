import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The nearby-places button (phones only, spec section 2) with the browser's geolocation. Runs in the phone project.

const lishanVisitorCenter = { latitude: 24.255, longitude: 121.2512 };
const taipei = { latitude: 25.033, longitude: 121.5654 };

/** The attractions of the seed with their zh-tw names, and an independent haversine (R = 6371 km, spec section 9). */
function nearestAttractions(from: { latitude: number; longitude: number }, count: number) {
  type Seed = { type: string; lat?: number; lng?: number; i18n: { 'zh-tw': { name: string } } };
  const seeds = ['lion', 'lishan', 'bagua'].flatMap(
    (area) => JSON.parse(readFileSync(`data/attractions/${area}.json`, 'utf8')) as Seed[],
  );
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const km = (lat: number, lng: number) => {
    const h =
      Math.sin(rad(lat - from.latitude) / 2) ** 2 +
      Math.cos(rad(from.latitude)) * Math.cos(rad(lat)) * Math.sin(rad(lng - from.longitude) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };
  return seeds
    .filter((seed) => seed.type === 'attraction' && seed.lat !== undefined && seed.lng !== undefined)
    .map((seed) => ({ name: seed.i18n['zh-tw'].name, km: km(seed.lat!, seed.lng!) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ name, km: distance }) => ({
      name,
      text:
        distance < 0.9995
          ? `${Math.round(distance * 1000)} 公尺`
          : `${(Math.round(distance * 10) / 10).toFixed(1)} 公里`,
    }));
}

async function pressLocator(page: Page, name = '附近景點') {
  const button = page.getByTestId('locator-floating');
  await expect(button).toHaveAccessibleName(name);
  await button.click();
}

test.describe('granted at the Lishan visitor centre', () => {
  test.use({ geolocation: lishanVisitorCenter, permissions: ['geolocation'] });

  test('the button leads to /nearby for 424, with the attractions nearest first and their distances', async ({
    page,
  }) => {
    await page.goto('/lishan');
    await pressLocator(page);
    await page.waitForURL(/\/nearby\?gps=24\.255,121\.2512&zipcode=424$/);
    const heading = page.getByRole('heading', { level: 1, name: '附近景點與服務' });
    await expect(heading).toBeVisible();
    // Focus goes on from the results' heading (read with the position), not from the page's start.
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(/^您的位置：/);
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    const items = page.getByTestId('nearby-attractions').getByRole('listitem');
    const expected = nearestAttractions(lishanVisitorCenter, 3);
    for (const [index, { name, text }] of expected.entries()) {
      await expect(items.nth(index).getByRole('link')).toHaveText(name);
      await expect(items.nth(index).getByTestId('distance')).toHaveText(text);
    }
    // Bus stop and toilet beside the visitor centre: metres, rounded.
    await expect(page.getByTestId('nearby-bus-stops')).toContainText('2 公尺');
    await expect(page.getByTestId('nearby-toilets')).toContainText('梨山遊客中心');
    // Conditions for 424, each marked as sample data with its date (no keys are configured in tests).
    await expect(page.getByTestId('weather-card').getByTestId('sample-note')).toContainText('2025年3月9日');
    await expect(page.getByTestId('uv-card')).toContainText('高量級');
    await expect(page.getByTestId('aqi-card')).toContainText('普通');
    // Car parks within 1 km, from the parking service, with their level in words.
    await expect(page.getByTestId('parking-list')).toContainText('梨山遊客中心停車場');
    await expect(page.getByTestId('parking-list')).toContainText('車位有限');
    // The map shows the places too (markers are divIcons: no image requests).
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test('the same journey in English keeps the language', async ({ page }) => {
    await page.goto('/en');
    await pressLocator(page, 'Near me');
    await page.waitForURL(/\/en\/nearby\?gps=24\.255,121\.2512&zipcode=424$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nearby places' })).toBeVisible();
    await expect(page.getByTestId('nearby-attractions').getByTestId('distance').first()).toHaveText(/^\d+ m$/);
    // The service names the toilet in Chinese; at a visitor centre of the site it takes the centre's
    // English name (no Chinese mark left on it); the address stays Chinese, marked as such.
    const toilet = page.getByTestId('nearby-toilets').getByRole('listitem').first();
    await expect(toilet).toContainText('Lishan Visitor Center');
    await expect(toilet.locator('[lang="zh-Hant-TW"]', { hasText: '梨山遊客中心' })).toHaveCount(0);
    await expect(toilet).toContainText("Public toilet, rated Good · Toilets: men's, women's and accessible");
  });

  test('the button on /nearby itself: the results replace it and their heading takes focus', async ({ page }) => {
    await page.goto('/nearby');
    await page.getByTestId('locator-page').click();
    await page.waitForURL(/\/nearby\?gps=24\.255,121\.2512&zipcode=424$/);
    await expect(page.getByRole('heading', { level: 1, name: '附近景點與服務' })).toBeFocused();
  });

  test('axe finds no violations on /nearby once every island has loaded', async ({ page }) => {
    await page.goto('/nearby?gps=24.2550,121.2512&zipcode=424');
    // Opened by its address, not by the button: focus is left where the browser puts it.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    await expect(page.getByTestId('parking-list')).toBeVisible();
    await expect(page.getByTestId('aqi-card').getByTestId('sample-note')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('parking-magi token', () => {
  test.use({ geolocation: lishanVisitorCenter, permissions: ['geolocation'] });
  const key = 'trimt:parking-magi-token';

  test('is kept in localStorage across visits while valid, and renewed once expired', async ({ page }) => {
    let tokenRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_api/parking-magi') tokenRequests += 1;
    });
    const readToken = () =>
      page.evaluate(
        (name) =>
          JSON.parse(localStorage.getItem(name) ?? 'null') as { access_token: string; created_at: number } | null,
        key,
      );
    await page.goto('/nearby?gps=24.2550,121.2512&zipcode=424');
    await expect(page.getByTestId('parking-list')).toContainText('梨山遊客中心停車場');
    const first = await readToken();
    expect(first?.access_token).toBeTruthy();
    expect(tokenRequests).toBe(1);

    // A second visit reuses the stored token.
    await page.reload();
    await expect(page.getByTestId('parking-list')).toContainText('梨山遊客中心停車場');
    expect((await readToken())?.access_token).toBe(first?.access_token);
    expect(tokenRequests).toBe(1);

    // Two hours later (created_at moved back), the token has expired: a new one is fetched and stored.
    await page.evaluate(
      ([name, token]) => localStorage.setItem(name, JSON.stringify({ ...token, created_at: token.created_at - 7200 })),
      [key, first!] as const,
    );
    await page.reload();
    await expect(page.getByTestId('parking-list')).toContainText('梨山遊客中心停車場');
    const renewed = await readToken();
    expect(tokenRequests).toBe(2);
    expect(renewed?.access_token).not.toBe(first?.access_token);
    expect(renewed!.created_at).toBeGreaterThan(first!.created_at - 7200);
  });
});

test.describe('outside the scenic area', () => {
  test.use({ geolocation: taipei, permissions: ['geolocation'] });

  test('Taipei leads to /not-in-trimt, which offers the three areas', async ({ page }) => {
    await page.goto('/');
    await pressLocator(page);
    await page.waitForURL(/\/not-in-trimt$/);
    await expect(page.getByRole('heading', { level: 1, name: '您不在參山國家風景區內' })).toBeFocused();
    for (const area of ['/lion', '/lishan', '/bagua'])
      await expect(page.locator(`main a[href="${area}"]`)).toBeVisible();
  });
});

test.describe('permission denied', () => {
  test.use({ permissions: [] });

  test('says why nothing happened instead of staying silent', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/lion');
    await pressLocator(page);
    // (Next's route announcer is an empty alert of its own.)
    const message = page.getByRole('alert').filter({ hasText: '定位權限已關閉' });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/lion$/);
    await page.getByRole('button', { name: '關閉' }).click();
    await expect(message).toBeHidden();
  });
});
