import { expect, test } from '@playwright/test';

// The statistics page at one viewport only (the rest is e2e/statistics.spec.ts, at both).
// On a phone the table scrolls, as its figures need.

const path = '/visitor-center-statistics';

test('on a desktop the yearly table fits its column: no scrolling for a few pixels', async ({ page }) => {
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}${path}`);
    // The table's scroll box (components/statistics/data-table.tsx).
    const wrap = page.getByTestId('chart-years').locator('table').locator('xpath=..');
    await expect(wrap).toBeVisible();
    const { scrollWidth, clientWidth } = await wrap.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, prefix || 'zh-tw').toBeLessThanOrEqual(clientWidth);
  }
});
