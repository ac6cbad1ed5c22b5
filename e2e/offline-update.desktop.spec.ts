import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { workerReady } from './support/offline';

/**
 * A new deploy of the offline worker (issue 26), desktop only: the test rewrites the built worker
 * script that every e2e server serves, so it must not run twice at once (the phone project would);
 * what the visitor sees of it does not depend on the screen. The rest of the offline story is in
 * e2e/offline.spec.ts, at both sizes.
 */
test.use({ serviceWorkers: 'allow' });

/** The worker every e2e server serves (`npm run build` writes it; public/ is not copied per server). */
const workerFile = path.join(__dirname, '..', 'public', 'sw.js');

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
