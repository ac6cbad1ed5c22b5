import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Until the worker is active and this page is under its control (it claims the page at once). */
export async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The page's address is kept in one of the site's caches. */
export async function kept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), path), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** No signal at all: the page and its worker both lose the network. */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/**
 * Every build file the page has loaded so far (its own scripts and styles, and the chunks loaded by
 * script after hydration) is kept for offline use: a saved copy opened without a signal needs them.
 */
export async function buildFilesKept(page: Page) {
  const missing = () =>
    page.evaluate(async () => {
      const assets = await caches.open('trimt-assets');
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'));
      const absent = await Promise.all(
        loaded.map(async (url) => ((await assets.match(url.href)) ? null : url.pathname)),
      );
      return { loaded: loaded.length, absent: absent.filter(Boolean) };
    });
  await expect.poll(missing, { timeout: 20_000 }).toMatchObject({ absent: [] });
  expect((await missing()).loaded).toBeGreaterThan(0);
}
