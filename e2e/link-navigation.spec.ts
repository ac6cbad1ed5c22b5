import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The site's links are plain `<a>` elements (lib/i18n/navigation.tsx); once the page is
 * interactive, one listener (components/navigation/link-navigation.tsx) opens them through Next's
 * router and prefetches a page when a visitor shows they may open it. next/link is not in the
 * site's JavaScript at all.
 */

type Marked = Window & { __samePage?: boolean };

/** Marks this document: a page opened on the client keeps the mark, a page loaded in full does not. */
const markDocument = (page: Page) => page.evaluate(() => ((window as Marked).__samePage = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__samePage === true);

/** The pages the router fetched (their React payload, `?_rsc=`), by path. */
function routerFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

/**
 * Gives `link` keyboard focus (an intent on phones and desktops alike) until the router has
 * prefetched its page: the listener arrives just after hydration, so focus is given again until then.
 */
async function focusUntilPrefetched(page: Page, fetched: string[], link: Locator, target: string) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await link.focus();
        return fetched.includes(target);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

for (const prefix of ['', '/en', '/ja', '/zh-cn']) {
  test(`a site link is prefetched on intent and opens its page on the client (${prefix || 'zh-tw'})`, async ({
    page,
  }) => {
    const fetched = routerFetches(page);
    await page.goto(`${prefix}/attractions`);
    const card = page.getByRole('main').locator(`a[href^="${prefix}/attractions/"]`).first();
    const target = (await card.getAttribute('href'))!;
    expect(target).toMatch(/\/attractions\/\d+$/);
    await focusUntilPrefetched(page, fetched, card, target);
    // Only what was shown an intent: no other attraction was fetched ahead.
    expect(new Set(fetched.filter((path) => /\/attractions\/\d+$/.test(path)))).toEqual(new Set([target]));

    await markDocument(page);
    const heading = (await card.innerText()).split('\n')[0]!.trim();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      const positions: number[] = ((window as Marked & { __scrolled?: number[] }).__scrolled = []);
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await card.click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect(await isSameDocument(page), 'the page opened on the client').toBe(true);
    // The new page opens at its top at once: the smooth scrolling meant for places on a page does
    // not glide it up from where the list was scrolled to.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const scrolled = await page.evaluate(() => (window as Marked & { __scrolled?: number[] }).__scrolled ?? []);
    expect(scrolled.filter((y) => y !== 0)).toEqual([]);
  });
}

test('a link to the same page in another language loads that page in full, with its own language', async ({ page }) => {
  const fetched = routerFetches(page);
  await page.goto('/en/attractions');
  // The site's links are live (a card's page prefetched) before the language link is chosen.
  const card = page.getByRole('main').locator('a[href^="/en/attractions/"]').first();
  await focusUntilPrefetched(page, fetched, card, (await card.getAttribute('href'))!);
  await markDocument(page);
  const japanese = page.getByRole('banner').locator('a[hreflang="ja"]').first();
  await japanese.focus();
  await japanese.click();
  await expect(page).toHaveURL('/ja/attractions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await isSameDocument(page)).toBe(false);
  expect(fetched.filter((path) => path.startsWith('/ja'))).toEqual([]);
});

test('the file area opens its links on the client too, in its own layout', async ({ page }) => {
  const fetched = routerFetches(page);
  await page.goto('/ja/file-area');
  // The header's links on a desktop; on a phone they are folded away, and the footer's are used.
  const documents = page.locator('a[href="/ja/file-area/documents"]:visible').first();
  await focusUntilPrefetched(page, fetched, documents, '/ja/file-area/documents');
  await markDocument(page);
  await documents.click();
  await expect(page).toHaveURL('/ja/file-area/documents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page), 'the page opened on the client').toBe(true);
});
