import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The site without a signal (issue 26): the service worker that every other spec blocks
 * (playwright.config.ts) is allowed here. A few long tests, each walking a visitor's whole story,
 * because every new browser context installs the worker and stores the shell pages first.
 */
test.use({ serviceWorkers: 'allow' });

/** The worker every e2e server serves (`npm run build` writes it; public/ is not copied per server). */
const workerFile = path.join(__dirname, '..', 'public', 'sw.js');

/** Until the worker is active and this page is under its control (it claims the page at once). */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The page's address is kept in one of the site's caches. */
async function kept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), path), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** No signal at all: the page and its worker both lose the network. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test('a trail page opened once reopens without a signal, saying when it was saved, and the emergency page opens in every language without a visit', async ({
  page,
  context,
}) => {
  await page.goto('/en/trails');
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

test('"Save for offline" on /lishan keeps its trails: they open without a signal, and /offline lists and removes the pack', async ({
  page,
  context,
}) => {
  await page.goto('/en/lishan');
  await workerReady(page);
  const box = page.getByTestId('save-for-offline');
  await expect(box).toContainText(/\d+ pages/);
  await box.getByRole('button', { name: 'Save for offline' }).click();
  await expect(box.getByTestId('save-status')).toContainText(/^Saved \d+ pages \([\d.]+ (kB|MB)\) on this device/, {
    timeout: 60_000,
  });
  await expect(box.getByRole('button', { name: 'Save again' })).toBeVisible();
  const trailLinks = page.locator('section[aria-labelledby="area-trails"]').getByTestId('trail-card').getByRole('link');
  const trailPaths = [...new Set(await trailLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))];
  expect(trailPaths.length).toBeGreaterThan(0);

  await goOffline(context);
  // The visitor follows the first trail card on the page (a client-side navigation that falls back to the saved page).
  await trailLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${trailPaths[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Offline pages');
  // Next may show it from what it fetched ahead while online; either way the page says it is offline.
  await expect(page.getByTestId('offline-status')).toContainText('You are offline');
  for (const path of trailPaths.slice(1, 3)) {
    await page.goto(path!);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Offline pages');
  }

  await page.goto('/en/offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline pages');
  const saved = page.getByTestId('saved-packs');
  await expect(saved.getByRole('link', { name: 'Lishan Scenic Area' })).toBeVisible();
  await expect(saved).toContainText(/Saved on .+ · [\d.]+ (kB|MB)/);
  await expectNoAxeViolations(page);
  await saved.getByRole('button', { name: 'Remove “Lishan Scenic Area” from this device' }).click();
  await expect(page.getByTestId('saved-packs-status')).toHaveText('“Lishan Scenic Area” was removed from this device.');
  await expect(page.getByText(/Nothing saved yet/)).toBeVisible();
  await expectNoAxeViolations(page);
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
    /^Last updated .+, you are offline$/,
  );
});

test('a new version waits for the visitor, who is told it is ready and takes it with one button', async ({ page }) => {
  await page.goto('/en/emergency');
  await workerReady(page);
  // A new deploy is a new worker script: the built one with one more line stands in for it. Only
  // this spec's browsers run the worker (the others block it), so no other test sees the change.
  const built = await readFile(workerFile, 'utf8');
  try {
    await writeFile(workerFile, `${built}\n// the next deploy\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByRole('status').filter({ hasText: 'A new version of this site is ready.' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await writeFile(workerFile, built);
  }
  const note = page.getByRole('status').filter({ hasText: 'A new version of this site is ready.' });
  // Nothing changed under the open page while it waited: the old worker still controls it.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    true,
  );
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  // The page reloads under the new worker, and nothing is waiting any more.
  await Promise.all([page.waitForEvent('load'), note.getByRole('button', { name: 'Update now' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await workerReady(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
  await expect(page.getByText('A new version of this site is ready.')).toHaveCount(0);
});
