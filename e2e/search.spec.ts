import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** Questions as visitors type them, one per language, and the page each must find first. */
const firstHits = [
  { path: '/search', query: '梨山怎麼去', href: '/attractions/56', title: '梨山遊客中心' },
  { path: '/zh-cn/search', query: '梨山遊客中心', href: '/zh-cn/attractions/56', title: '梨山游客中心' },
  {
    path: '/en/search',
    query: 'where is the eagle viewing platform',
    href: '/en/attractions/104',
    title: 'Hengshan Eagle Viewing Platform',
  },
  { path: '/ja/search', query: '福壽山', href: '/ja/events/9', title: '福寿山農場 千桜園の桜シーズン' },
];

test('a question-style query finds its page first in every language, with the words marked; the header keeps the query', async ({
  page,
}) => {
  for (const { path, query, href, title } of firstHits) {
    await page.goto(`${path}?q=${encodeURIComponent(query)}`);
    const first = page.getByTestId('search-hit').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(first.getByRole('link').first()).toHaveAttribute('href', href);
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(page.locator('.result-count')).toContainText(query);
    await expect(page.locator('header input[name="q"]').first()).toHaveValue(query);
  }
  await page.goto(`/search?q=${encodeURIComponent('梨山')}`);
  await expectNoAxeViolations(page);
});

test('results come a page at a time, best first, with links to the next and previous pages', async ({ page }) => {
  await page.goto('/en/search');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/en/search?q=Lishan');
  // A page of results is not for search engines' indexes; the search page itself is.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('.result-count')).toHaveText(/^\d+ results for "Lishan" \(showing 1–10\)$/);
  await expect(page.getByTestId('search-hit')).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=Lishan&page=2$/);
  await expect(page.getByTestId('search-results')).toHaveAttribute('start', '11');
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();
});

test('a query that finds nothing offers a correction that works and the main sections', async ({ page }) => {
  await page.goto('/en/search?q=Shisahn');
  await expect(page.locator('.result-count')).toHaveText('0 results for "Shisahn"');
  const nothing = page.getByTestId('search-nothing');
  await expect(nothing).toContainText('No pages match "Shisahn".');
  await expect(nothing.getByRole('list').getByRole('link', { name: 'Trails' })).toHaveAttribute('href', '/en/trails');
  await expectNoAxeViolations(page);
  await nothing.getByRole('link', { name: 'shishan' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=shishan$/);
  await expect(page.getByTestId('search-hit').first().getByRole('heading')).toHaveText('Shishan Ancient Trail');

  await page.goto('/ja/search?q=zzzz');
  await expect(page.locator('.result-count')).toHaveText('「zzzz」の検索結果：0件');
  await expect(page.getByText('「zzzz」に一致するページは見つかりませんでした。')).toBeVisible();
});

test('an FAQ found by its answer opens at that answer', async ({ page }) => {
  await page.goto('/en/search?q=hand-roasting');
  const hit = page.getByTestId('search-hit').filter({ hasText: 'How do I book a tea experience' });
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/faq#faq-\d+$/);
  await expect(page.locator('details:has(:target)')).toHaveAttribute('open', '');
  await expect(page.locator(':target')).toBeInViewport();
});

/** 101 characters: one more than the search field takes, as a crafted address or an old bookmark may send. */
const tooLong = '梨仙遊客中新八掛山'.repeat(11) + '山'.repeat(2);

const tooLongAnswers = [
  { path: '/search', message: '關鍵字最多 100 個字，請縮短後再搜尋', title: /^錯誤：/ },
  { path: '/zh-cn/search', message: '关键字最多 100 个字，请缩短后再搜索', title: /^错误：/ },
  { path: '/en/search', message: 'Search terms must be 100 characters or fewer', title: /^Error: / },
  { path: '/ja/search', message: 'キーワードは100文字以内で入力してください', title: /^エラー：/ },
];

test('a query longer than the field takes is refused with 400 and a message beside the field, in every language', async ({
  page,
}) => {
  for (const { path, message, title } of tooLongAnswers) {
    const response = await page.goto(`${path}?q=${encodeURIComponent(tooLong)}`);
    expect(response?.status(), path).toBe(400);
    await expect(page).toHaveTitle(title);
    // The GOV.UK error summary takes focus and leads to the field, which says what is wrong.
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: message }).click();
    const field = page.locator('main input[name="q"]');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByTestId('search-hit')).toHaveCount(0);
    await expect(page.locator('.result-count')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  // Nothing was searched: the next search is answered at once.
  await page.goto('/search?q=%E6%A2%A8%E5%B1%B1');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
});

test('without JavaScript a query that is too long gets the same 400 and message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/en/search?q=${encodeURIComponent(tooLong)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('link', { name: 'Search terms must be 100 characters or fewer' })).toBeVisible();
  await expect(page.locator('main input[name="q"]')).toHaveAccessibleDescription(/Search terms must be 100/);
  // A shorter query from the same form searches again.
  await page.locator('main input[name="q"]').fill('Lishan');
  await page.locator('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=Lishan$/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await context.close();
});
