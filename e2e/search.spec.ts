import { expect, test } from '@playwright/test';

test('the site search finds every kind of page, grouped by kind, with a link to each group', async ({ page }) => {
  await page.goto('/en/search?q=Lishan');
  await expect(page.getByRole('status').filter({ hasText: 'for "Lishan"' })).toHaveText(/^\d+ results for "Lishan"$/);
  const headings = await page.getByTestId('search-group').locator('h2').allTextContents();
  for (const kind of ['Attractions', 'Trails', 'Events', 'News', 'Frequently asked questions'])
    expect(headings.join(' | ')).toContain(`${kind} (`);
  const jump = page.getByRole('navigation', { name: 'Results by section' });
  await jump.getByRole('link', { name: /^Trails \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/#search-trails$/);
  await page.locator('#search-trails').getByTestId('search-hit').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/trails\/\d+$/);
});

test('a page whose title holds every word comes first in its group; nothing found says No Data', async ({ page }) => {
  await page.goto('/search?q=%E7%8D%85%E5%B1%B1%E5%8F%A4%E9%81%93');
  await expect(page.locator('#search-trails').getByTestId('search-hit').first().locator('h3')).toHaveText('獅山古道');
  await page.goto('/ja/search?q=zzzz');
  await expect(page.getByRole('status').filter({ hasText: '検索結果' })).toHaveText('「zzzz」の検索結果：0件');
  await expect(page.getByText('データがありません')).toBeVisible();
});

test('an FAQ found by its answer opens at that answer', async ({ page }) => {
  await page.goto('/en/search?q=hand-roasting');
  const hit = page
    .locator('#search-faq')
    .getByTestId('search-hit')
    .filter({ hasText: 'How do I book a tea experience' });
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/faq#faq-\d+$/);
  await expect(page.locator('details:has(:target)')).toHaveAttribute('open', '');
  await expect(page.locator(':target')).toBeInViewport();
});

test('albums and videos are found too, each in its own group', async ({ page }) => {
  await page.goto('/en/search?q=Lishan');
  const headings = (await page.getByTestId('search-group').locator('h2').allTextContents()).join(' | ');
  expect(headings).toContain('Photo albums (');
  expect(headings).toContain('Videos (');
  await page
    .locator('#search-films')
    .getByTestId('search-hit')
    .filter({ hasText: 'Lishan Guest House' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/en\/films\/\d+$/);
  await page.goto(
    '/search?q=%E5%85%AB%E5%8D%A6%E5%B1%B1%E9%A2%A8%E6%99%AF%E5%8D%80%E6%99%AF%E9%BB%9E%E7%85%A7%E7%89%87',
  );
  await expect(page.locator('#search-albums').getByTestId('search-hit').first().locator('h3')).toHaveText(
    '八卦山風景區景點照片',
  );
});
