import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectCspViolations } from './support/csp';

const path = '/visitor-center-statistics';

/**
 * A figure of a chart's table, as shown (with thousands separators): by its row's heading (a
 * month, a year) and its column's (a spot).
 */
async function figure(page: Page, section: string, rowHeading: string, spot: string): Promise<string> {
  const table = page.getByTestId(section).locator('table');
  const column = (await table.locator('thead th').allTextContents()).indexOf(spot);
  expect(column, spot).toBeGreaterThan(0);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: rowHeading, exact: true }) });
  return row
    .locator('td')
    .nth(column - 1)
    .innerText();
}

test('the page shows the published figures with their source, in Chinese and English', async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('遊客人數統計');
  await expect(page.getByText('交通部觀光署「歷年國內主要觀光遊憩據點遊客人數月別統計」')).toBeVisible();
  await page.goto(`/en${path}?year=2020&month=11`);
  await expect(page.getByText('The figures cover January 2012 to October 2021')).toBeVisible();
  // The publisher in English; the dataset by its published name, marked as Chinese, with a gloss.
  await expect(
    page.getByText('published by the Tourism Administration, Ministry of Transportation and Communications'),
  ).toBeVisible();
  await expect(
    page.locator('p [lang="zh-Hant-TW"]', { hasText: '歷年國內主要觀光遊憩據點遊客人數月別統計' }),
  ).toBeVisible();
  // "When is Lishan busiest?" — the summary says it, and the table holds the figure (CSV: 2020, 梨山遊憩區, 11月 100,543).
  await expect(page.getByTestId('chart-months')).toContainText('Lishan Recreation Area in November');
  expect(await figure(page, 'chart-months', 'November', 'Lishan Recreation Area')).toBe('100,543');
  await expect(page.getByRole('heading', { name: 'Share of visitors: November 2020' })).toBeVisible();
  // The shares read alike, each with its one decimal (21.0 beside 50.6).
  const shares = await page.getByTestId('chart-shares').locator('tbody tr td:last-child').allInnerTexts();
  expect(shares.length).toBeGreaterThan(1);
  for (const share of shares) expect(share).toMatch(/^\d{1,3}\.\d$/);
  // 2021 is marked as the part of the year published.
  await expect(page.getByTestId('chart-years').locator('tbody th').last()).toHaveText('2021 (January–October)');
});

test('the year-on-year summary compares a partial year with the same months of the year before', async ({ page }) => {
  // 2021 has January–October only: compared with January–October 2020, not with the whole of 2020.
  await page.goto(path);
  const years = page.getByTestId('chart-years');
  await expect(years).toContainText('2021年1月至10月與2020年同期相比：');
  await expect(years).not.toContainText('年年');
  await page.goto(`/ja${path}?year=2019`);
  await expect(page.getByTestId('chart-years')).toContainText('2019年と2018年の比較：');
  await page.goto(`/en${path}`);
  await expect(page.getByTestId('chart-years')).toContainText(
    'January to October 2021 compared with the same months of 2020:',
  );
  // Each change with its one decimal, as the shares (-19.0%, not -19% beside -49.8%).
  const summary = await page.getByTestId('chart-years').locator('p').first().innerText();
  expect(summary).toMatch(/[+-]\d+\.\d%/);
  expect(summary).not.toMatch(/[+-]\d+%/);
});

test('year and month without JavaScript: a GET form, and 400 for a month the figures do not have', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/en${path}`);
  await page.getByLabel('Year', { exact: true }).selectOption('2019');
  await page.getByLabel('Month', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/year=2019/);
  await expect(page.getByRole('heading', { name: 'Visitors per month in 2019' })).toBeVisible();
  const response = await page.goto(`/en${path}?year=2021&month=12`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText('The web address includes an option that is not in this list')).toBeVisible();
  expect((await page.goto(`${path}?year=1999`))?.status()).toBe(400);
  await context.close();
});

test('with JavaScript the page updates in place, the address follows, and the charts redraw', async ({ page }) => {
  await page.goto(`/en${path}?year=2020`);
  const spline = page.getByTestId('chart-months');
  await spline.scrollIntoViewIfNeeded();
  await expect(spline.locator('.highcharts-container svg')).toBeVisible();
  await page.getByLabel('Year', { exact: true }).selectOption('2019');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/year=2019/);
  await expect(page.getByRole('heading', { name: 'Visitors per month in 2019' })).toBeVisible();
  // The chart's first point is the table's January figure for the first spot.
  const january = await figure(page, 'chart-months', 'January', "Lion's Head Mountain Scenic Area");
  await expect(spline.locator('.highcharts-point').first()).toHaveAttribute(
    'aria-label',
    new RegExp(january.replace(/,/g, ',?')),
  );
});

test('a chart’s points are reached with the keyboard (accessibility module)', async ({ page }) => {
  await page.goto(`/en${path}?year=2020&month=11`);
  const pie = page.getByTestId('chart-shares');
  await pie.scrollIntoViewIfNeeded();
  await expect(pie.locator('.highcharts-point').first()).toBeVisible();
  // Tab to the chart's first series, then arrows move from point to point.
  await pie.locator('.highcharts-point').first().focus();
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(focused).toMatch(/\d{1,3}(,\d{3})+/);
});

for (const prefix of ['', '/en']) {
  test(`axe finds nothing once the charts are drawn (${prefix || 'zh-tw'})`, async ({ page }) => {
    // Highcharts writes style attributes and a <style> palette per chart: the policy allows them.
    const cspViolations = await collectCspViolations(page);
    await page.goto(`${prefix}${path}`);
    for (const section of ['chart-months', 'chart-shares', 'chart-years']) {
      await page.getByTestId(section).scrollIntoViewIfNeeded();
      await expect(page.getByTestId(section).locator('.highcharts-container')).toBeVisible();
    }
    await expectNoAxeViolations(page);
    expect(await cspViolations()).toEqual([]);
  });
}

test('the legend’s buttons are far enough apart to be tapped (WCAG 2.5.8: 24 px between centres)', async ({ page }) => {
  await page.goto(`/en${path}`);
  for (const chart of ['chart-months', 'chart-years']) {
    // The charts are drawn when they come into view.
    await page.getByTestId(chart).scrollIntoViewIfNeeded();
    const items = page.getByTestId(chart).locator('.highcharts-legend-item');
    await expect(items.first()).toBeVisible();
    const centres = (await items.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
      }),
    )) as [number, number][];
    expect(centres.length).toBeGreaterThan(1);
    for (const [i, [x1, y1]] of centres.entries())
      for (const [x2, y2] of centres.slice(i + 1))
        expect(Math.hypot(x2 - x1, y2 - y1), chart).toBeGreaterThanOrEqual(24);
  }
});

test('Highcharts is loaded on the statistics page only', async ({ page }) => {
  // Each script's text, as a promise: read when asserted, so a body still arriving is waited for.
  const reads: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
  });
  let scripts: string[] = [];
  const read = async () => (scripts = await Promise.all(reads));
  await page.goto('/en/attractions');
  await page.waitForLoadState('networkidle');
  await read();
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.some((body) => body.includes('Highcharts'))).toBe(false);
  reads.length = 0;
  await page.goto(`/en${path}`);
  await page.getByTestId('chart-months').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-months').locator('.highcharts-container')).toBeVisible();
  await read();
  expect(scripts.some((body) => body.includes('Highcharts'))).toBe(true);
});

test('the statistics are linked from the crowd-flow page and the visitor centres, and found by the site search', async ({
  page,
}) => {
  await page.goto('/crowd-flow/');
  await page.getByRole('link', { name: '看各遊憩據點歷年每月的遊客人數統計' }).click();
  await expect(page).toHaveURL(/\/visitor-center-statistics$/);
  await page.goto('/en/attractions?type=visitor-center');
  await page.getByTestId('attraction-card').first().getByRole('link').first().click();
  await expect(page.getByRole('link', { name: /visitor statistics$/ })).toHaveAttribute('href', `/en${path}`);
  await page.goto('/en/search?q=visitor+statistics');
  await expect(page.getByTestId('search-hit').first().getByRole('link')).toHaveAttribute('href', `/en${path}`);
});
