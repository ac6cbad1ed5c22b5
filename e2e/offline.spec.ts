import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { buildFilesKept, goOffline, kept, workerReady } from './support/offline';

/**
 * The site without a signal (issue 26), at desktop and phone size (the issue is judged on a
 * phone): the service worker that every other spec blocks (playwright.config.ts) is allowed here.
 * A few long tests, each walking a visitor's whole story, because every new browser context
 * installs the worker and stores the shell pages first. A new version's prompt is in
 * e2e/offline-update.desktop.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

test('a trail page opened once reopens without a signal, saying when it was saved, and the emergency page opens in every language without a visit', async ({
  page,
  context,
}) => {
  await page.goto('/en/trails');
  // The first page of a visit loads its after-hydration chunk (the offline notes among it) before
  // the worker exists, so only the page itself can keep it (offline-support.ts).
  await workerReady(page);
  await buildFilesKept(page);
  const first = page.getByTestId('trail-card').first().getByRole('link');
  const trailPath = await first.getAttribute('href');
  expect(trailPath).toMatch(/^\/en\/trails\/\d+$/);
  await page.goto(trailPath!);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await workerReady(page);
  // Opened before the worker arrived: the worker keeps it when it activates (worker/sw.ts).
  await kept(page, trailPath!);
  for (const path of ['/emergency', '/en/emergency', '/ja/emergency', '/zh-cn/emergency', '/ja/offline'])
    await kept(page, path);
  // The menu's items, fetched by the page once it was idle (menu-panels-store.ts), are kept too.
  await kept(page, '/en/menu.json');
  // Installable: Chromium's own checks find nothing but this test browser's private mode.
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/en\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  // No note while online.
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const note = page.getByTestId('saved-copy-note');
  await expect(note).toContainText(/^You are offline — this page was saved on \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/);
  await expect(page.getByRole('status').filter({ has: note })).toBeVisible();
  // The page is styled offline too: its stylesheet came from the cache.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  // Its menu's items come from the kept menu.json.
  expect(
    await page.evaluate(async () => ((await (await fetch('/en/menu.json')).json()) as { groups: [] }).groups.length),
  ).toBeGreaterThanOrEqual(5);

  for (const [path, heading] of [
    ['/emergency', /緊急/],
    ['/en/emergency', /Emergency/i],
    ['/ja/emergency', /緊急/],
    ['/zh-cn/emergency', /紧急/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  }
  // A page neither opened nor saved: the offline page in the page's language, not the browser's error.
  await page.goto('/ja/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('オフラインページ');
});

/** "2.4 MB", "840 kB" (lib/offline/format.ts, English) in bytes. */
function bytesOf(text: string): number {
  const [, value, unit] = /([\d.]+) (kB|MB)/.exec(text) ?? [];
  expect(value, `a size in “${text}”`).toBeDefined();
  return Number(value) * (unit === 'MB' ? 1_000_000 : 1_000);
}

/** The picture a pack keeps for a photo of the page (every width of it comes from its source file). */
const sourceOf = (src: string) => new URL(src).searchParams.get('url') ?? new URL(src).pathname;

/** Whether the packs cache holds `address`. */
const inPack = (page: Page, address: string) =>
  page.evaluate(async (url) => Boolean(await (await caches.open('trimt-packs')).match(url)), address);

test('"Save for offline" on /lishan says its size first, keeps its trails and photos: they open without a signal, and /offline lists and removes the pack', async ({
  page,
  context,
}) => {
  await page.goto('/en/lishan');
  await workerReady(page);
  const box = page.getByTestId('save-for-offline');
  await expect(box).toContainText(/\d+ pages/);
  await box.scrollIntoViewIfNeeded();
  // The size before saving, measured by the server from the pages, build files and photos the pack will hold.
  const estimate = box.getByTestId('pack-size');
  await expect(estimate).toHaveText(/^They take about [\d.]+ (kB|MB), photos included\.$/, { timeout: 60_000 });
  const estimated = bytesOf((await estimate.textContent())!);
  expect(estimated).toBeGreaterThan(100_000);
  await box.getByRole('button', { name: 'Save for offline' }).click();
  await expect(box.getByTestId('save-status')).toContainText(/^Saved \d+ pages \([\d.]+ (kB|MB)\) on this device/, {
    timeout: 90_000,
  });
  // Nothing was saved before on this browser: what it took is what was announced (sizes rounded to 1 %–5 %).
  const saved = bytesOf((await box.getByTestId('save-status').textContent())!);
  expect(Math.abs(saved - estimated) / estimated).toBeLessThan(0.1);
  await expect(box.getByRole('button', { name: 'Save again' })).toBeVisible();
  const trailLinks = page.locator('section[aria-labelledby="area-trails"]').getByTestId('trail-card').getByRole('link');
  const trailPaths = [...new Set(await trailLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))];
  expect(trailPaths.length).toBeGreaterThan(0);
  // An attraction of the area with a photo of its own (not the placeholder picture).
  const withPhoto = page
    .locator('section[aria-labelledby="area-attractions"] article')
    .filter({ has: page.locator('img[src*="%2Fimages%2Fattractions%2F"]') })
    .first()
    .getByRole('link');
  const attractionPath = (await withPhoto.getAttribute('href'))!;
  expect(attractionPath).toMatch(/^\/en\/attractions\/\d+$/);
  // The photos of visited pages may be dropped at any time (their budget): a pack's photos do not depend on them.
  await page.evaluate(() => caches.delete('trimt-images'));

  await goOffline(context);
  // The visitor follows the first trail card on the page: without a signal it opens in full, as saved.
  await trailLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${trailPaths[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Offline pages');
  await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  for (const path of trailPaths.slice(1, 3)) {
    await page.goto(path!);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Offline pages');
  }

  // The attraction's photo is there, at the width this screen asks for: no browser cache may answer for the worker.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pictures: { url: string; fromWorker: boolean; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      pictures.push({
        url: response.url(),
        fromWorker: response.fromServiceWorker(),
        body: response.body().catch(() => Buffer.alloc(0)),
      });
  });
  await page.goto(attractionPath);
  await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  const photo = page.locator('figure img').first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toContain('/_next/image?url=%2Fimages%2Fattractions%2F');
  const source = sourceOf(shown);
  const answer = pictures.find((picture) => picture.url === shown);
  expect(answer?.fromWorker).toBe(true);
  // The attraction's own picture, byte for byte, not the placeholder the worker shows for a photo it does not have.
  expect((await answer!.body).equals(await readFile(path.join(__dirname, '..', 'public', source)))).toBe(true);
  expect(await inPack(page, source)).toBe(true);

  await page.goto('/en/offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline pages');
  const list = page.getByTestId('saved-packs');
  await expect(list.getByRole('link', { name: 'Lishan Scenic Area' })).toBeVisible();
  await expect(list).toContainText(/Saved on .+ · [\d.]+ (kB|MB)/);
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: 'Remove "Lishan Scenic Area" from this device' }).click();
  await expect(page.getByTestId('saved-packs-status')).toHaveText('"Lishan Scenic Area" was removed from this device.');
  await expect(page.getByText(/Nothing saved yet/)).toBeVisible();
  // Its pages and photos went with it.
  expect(await inPack(page, attractionPath)).toBe(false);
  expect(await inPack(page, source)).toBe(false);
  await expectNoAxeViolations(page);
});

test('a page reached by a link online opens from a list by a link without a signal, as saved, with its note', async ({
  page,
  context,
}) => {
  await page.goto('/en/trails');
  await workerReady(page);
  const card = () => page.getByTestId('trail-card').nth(1).getByRole('link');
  const trailPath = (await card().getAttribute('href'))!;
  const title = (await card().textContent())!.trim();
  // Online, by a link: Next's client-side navigation, no page load the worker would see.
  await card().click();
  await expect(page).toHaveURL(new RegExp(`${trailPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await kept(page, trailPath);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/trails$/);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);

  await goOffline(context);
  await card().click();
  await expect(page).toHaveURL(new RegExp(`${trailPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('saved-copy-note')).toContainText(/^You are offline — this page was saved on /);
});

test('a form sent without a signal says it was not sent and keeps what was typed; live figures say they are not fresh', async ({
  page,
  context,
}) => {
  await page.goto('/en/suggestion');
  await workerReady(page);
  await page.getByLabel('Name', { exact: true }).fill('Lin Ya-ting');
  await page.getByLabel('Email address').fill('lin@example.com');
  await page.getByLabel('Subject').fill('Parking');
  await page.getByLabel('Your suggestion').fill('More parking near the visitor centre, please.');
  await page.getByRole('checkbox').check();
  await page.getByLabel('Verification code', { exact: true }).fill('12345');
  await goOffline(context);
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByRole('main')).toContainText('Not sent: You are offline, so nothing was sent.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lin Ya-ting');
  await expect(page.getByLabel('Your suggestion')).toHaveValue('More parking near the visitor centre, please.');
  await expect(page.getByLabel('Subject')).toHaveValue('Parking');

  // The weather of an area page was loaded online; offline the widget says how old it is.
  await context.setOffline(false);
  await page.goto('/en/lishan');
  await expect(page.getByTestId('weather-card').locator('li').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('live-offline-note')).toHaveCount(0);
  await goOffline(context);
  await expect(page.getByTestId('weather-card').getByTestId('live-offline-note')).toHaveText(
    /^Last updated .+ \(you are offline\)$/,
  );
});
