import { expect, test, type Page } from '@playwright/test';

// The statistics page at one viewport only (the rest is e2e/statistics.spec.ts, at both).
// On a phone the table scrolls, as its figures need. Some checks here narrow the desktop window
// to a tablet's or a small laptop's (the phone project is a 412 px phone).

const path = '/visitor-center-statistics';

/** A chart's table's scroll box (components/statistics/data-table.tsx): its content's width and its own. */
async function tableWidths(page: Page, section: string) {
  const wrap = page.getByTestId(section).locator('table').locator('xpath=..');
  await expect(wrap).toBeVisible();
  return wrap.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
}

test('on a desktop the yearly table fits its column: no scrolling for a few pixels', async ({ page }) => {
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}${path}`);
    const { scrollWidth, clientWidth } = await tableWidths(page, 'chart-years');
    expect(scrollWidth, prefix || 'zh-tw').toBeLessThanOrEqual(clientWidth);
  }
});

test('from 1024 px the monthly and yearly tables fit without scrolling, in English too (long month names, "Not published")', async ({
  page,
}) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const prefix of ['/en', '']) {
      await page.goto(`${prefix}${path}`);
      for (const section of ['chart-months', 'chart-years']) {
        const { scrollWidth, clientWidth } = await tableWidths(page, section);
        expect(scrollWidth, `${prefix || 'zh-tw'} ${section} at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  }
});

test('between the phone layout and the desktop (800-1024 px) the line chart keeps a plot to read, its legend whole', async ({
  page,
}) => {
  // At 752-852 px wide the chart kept its desktop 400 px: the legend took 4-8 rows and the plot
  // 92-150 px (paged at 800 px). chart-options.ts: the middle layout.
  for (const width of [800, 820, 900, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/en${path}`);
    for (const section of ['chart-months', 'chart-years']) {
      const chart = page.getByTestId(section);
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.highcharts-container')).toBeVisible();
      await expect(chart.locator('.highcharts-legend-navigation')).toHaveCount(0);
      // Measured until the chart has settled: it is drawn, then laid out again for its width.
      const plotHeight = async () => (await chart.locator('.highcharts-plot-background').boundingBox())!.height;
      await expect.poll(plotHeight, `${section} at ${width} px`).toBeGreaterThanOrEqual(240);
      // The legend's overhang below the chart, polled too: it moves with the same reflow (CI once
      // measured it mid-way, 108 px out, and 0 on the retry).
      const overhang = async () => {
        const svg = (await chart.locator('svg.highcharts-root').boundingBox())!;
        const legend = (await chart.locator('g.highcharts-legend').boundingBox())!;
        return legend.y + legend.height - (svg.y + svg.height);
      };
      await expect.poll(overhang, `${section}'s legend inside the chart at ${width} px`).toBeLessThanOrEqual(1);
    }
  }
});
