import { expect, test } from '@playwright/test';

// The statistics page at one viewport only (the rest is e2e/statistics.spec.ts, at both).
// The narrow layout (chart-options.ts: charts up to 720 px wide).

const path = '/visitor-center-statistics';

test('on a phone the charts stay readable: a whole legend without pages, a plot to read, labels whole and apart', async ({
  page,
}) => {
  await page.goto(`/en${path}`);
  const months = page.getByTestId('chart-months');
  await months.scrollIntoViewIfNeeded();
  await expect(months.locator('.highcharts-container')).toBeVisible();
  // Every legend entry is shown, none behind "1/2" pages, and the legend ends inside the chart.
  await expect(months.locator('.highcharts-legend-navigation')).toHaveCount(0);
  await expect(months.locator('.highcharts-legend-item')).toHaveCount(8);
  // Measured until the chart has settled: it is drawn, then laid out again for the phone's width.
  const legendOverflow = async () => {
    const svg = (await months.locator('svg.highcharts-root').boundingBox())!;
    const legend = (await months.locator('g.highcharts-legend').boundingBox())!;
    return legend.y + legend.height - (svg.y + svg.height);
  };
  await expect.poll(legendOverflow).toBeLessThanOrEqual(1);
  // The plot keeps room for its lines (it had 92 px).
  await expect
    .poll(async () => (await months.locator('.highcharts-plot-background').boundingBox())!.height)
    .toBeGreaterThanOrEqual(200);

  const years = page.getByTestId('chart-years');
  await years.scrollIntoViewIfNeeded();
  await expect(years.locator('.highcharts-container')).toBeVisible();
  // The partial year's label wraps whole ("2021 (January–October)"), no ellipsis.
  const yearLabels = await years.locator('.highcharts-xaxis-labels text').allTextContents();
  expect(yearLabels.join(' ')).not.toContain('…');
  expect(yearLabels.at(-1)).toContain('October)');
  // The value axis's labels do not touch (7.5M and 10M did).
  const values = await years
    .locator('.highcharts-yaxis-labels text')
    .evaluateAll((labels) =>
      labels.map((label) => label.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })),
    );
  values.sort((a, b) => a.left - b.left);
  for (const [index, box] of values.slice(1).entries())
    expect(box.left - values[index]!.right).toBeGreaterThanOrEqual(8);
});

test('on a phone the page does not scroll sideways: a table too wide scrolls in its own labelled box, reached by Tab', async ({
  page,
}) => {
  await page.goto(`/en${path}`);
  const wrap = page.getByTestId('chart-months').getByRole('group', { name: /\(table\)$/ });
  await expect(wrap).toHaveAttribute('tabindex', '0');
  const widths = await wrap.evaluate((element) => ({
    box: element.scrollWidth > element.clientWidth,
    page: document.documentElement.scrollWidth > window.innerWidth,
  }));
  expect(widths).toEqual({ box: true, page: false });
  await wrap.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wrap.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
