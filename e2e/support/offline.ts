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
