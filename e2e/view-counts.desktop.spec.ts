import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Attraction 42 (Lion's Head, far down every list): no other spec opens it, so only this one moves its count.
const id = 42;
const viewsPath = `/_api/en/views/attractions/${id}`;
const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

// Headless Chrome, as the site's visitors' tools may be; the mark makes every run and retry a new
// visitor, so a view counted by an earlier attempt within the window cannot hide this one.
test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36 view-counts/${randomUUID()}`,
});

/** The count as the detail endpoint answers it; reading it counts nothing. */
async function countOf(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`/_api/en/attractions/${id}`, { headers: ajax });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { hits: number } }).data.hits;
}

/** Opens (or reloads) the page and waits for the view it reports. */
async function viewPage(page: Page, open: () => Promise<unknown>): Promise<void> {
  const reported = page.waitForResponse(
    (response) => new URL(response.url()).pathname === viewsPath && response.request().method() === 'POST',
  );
  await open();
  expect((await reported).status()).toBe(204);
}

test('opening a detail page counts one view; a reload within the window and a prefetch count none', async ({
  page,
}) => {
  const before = await countOf(page.request);
  await viewPage(page, () => page.goto(`/en/attractions/${id}`));
  expect(await countOf(page.request)).toBe(before + 1);

  await viewPage(page, () => page.reload());
  expect(await countOf(page.request)).toBe(before + 1);

  // Another browser at the same address: a prefetch by it counts nothing, its visit does.
  const other = {
    ...ajax,
    'User-Agent': `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 view-counts/${randomUUID()}`,
  };
  expect((await page.request.post(viewsPath, { headers: { ...other, 'Sec-Purpose': 'prefetch' } })).status()).toBe(204);
  expect(await countOf(page.request)).toBe(before + 1);
  expect((await page.request.post(viewsPath, { headers: other })).status()).toBe(204);
  expect(await countOf(page.request)).toBe(before + 2);
});
