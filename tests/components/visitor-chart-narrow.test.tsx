// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

// jsdom lays nothing out: Highcharts asks CSS.supports at load, measures text with getBBox and
// wraps it with getSubStringLength. Here every character is 7 px wide and a line 14 px tall (a
// wrapped label's lines are split by Highcharts' zero-width-space breaks; its <title> is not drawn).
vi.hoisted(() => {
  Object.assign(window.CSS ?? (window.CSS = {} as typeof CSS), { supports: () => false });
  const drawnText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeName.toLowerCase() !== 'title')
      .map((node) => node.textContent ?? '')
      .join('');
  Object.assign(window.SVGElement.prototype, {
    getBBox(this: SVGElement) {
      const lines = drawnText(this).split('\u200b');
      return { x: 0, y: 0, width: Math.max(...lines.map((line) => line.length)) * 7, height: 14 * lines.length };
    },
    getSubStringLength(_start: number, count: number) {
      return count * 7;
    },
  });
});

import Highcharts from 'highcharts';
import statistics from '@/data/visitor-statistics.json';
import {
  chartHeights,
  middleChartWidth,
  narrowChartWidth,
  unbrokenLabelWidth,
  type ChartOptions,
} from '@/components/statistics/chart-options';
import VisitorChart from '@/components/statistics/visitor-chart';
import { formatMonth } from '@/lib/domain/format';
import { partialYears } from '@/lib/domain/statistics/series';
import type { Locale } from '@/lib/i18n/locales';
import { chartsBuilderIn, years } from './statistics-charts';

const partial = partialYears(statistics.rows);

/** The line and bar charts as statistics-view.tsx builds them (2021: January to October, so a partial year). */
async function chartsIn(locale: Locale) {
  const { t, spline, bar } = await chartsBuilderIn(locale);
  const yearLabels = years.map((year) =>
    partial.has(year)
      ? t('partialYear', { year, month: formatMonth(locale, partial.get(year)!) })
      : t('yearLabel', { year }),
  );
  return { yearLabels, spline: spline('chart'), bar: bar('chart', yearLabels) };
}

/** The chart drawn `width` px wide (a 390 px phone screen leaves the chart 358 px). */
function drawAt(options: ChartOptions, width: number): Highcharts.Chart {
  render(<VisitorChart options={{ ...options, chart: { ...(options.chart as object), width } } as ChartOptions} />);
  return Highcharts.charts.findLast((chart) => chart !== undefined)!;
}

type LegendInternals = { pages: number[]; legendHeight: number; group: { translateY: number } };

describe('the charts on a phone (358 px wide)', () => {
  test.each<Locale>(['en', 'zh-tw', 'ja'])(
    '%s: the line chart shows every legend entry without pages, and keeps a plot to read',
    async (locale) => {
      const { spline } = await chartsIn(locale);
      const chart = drawAt(spline, 358);
      const legend = chart.legend as unknown as LegendInternals;
      expect(legend.pages, 'legend pages').toHaveLength(0);
      expect(chart.container.querySelector('.highcharts-legend-navigation')).toBeNull();
      // The whole legend lies inside the chart: no entry cut at its bottom edge.
      expect(legend.group.translateY + legend.legendHeight).toBeLessThanOrEqual(chart.chartHeight);
      expect(chart.legend.allItems).toHaveLength(8);
      expect(chart.plotHeight).toBeGreaterThanOrEqual(200);
      // The legend keeps its spacing (WCAG 2.5.8, 24 px between centres).
      expect(chart.options.legend).toMatchObject({ itemMarginTop: 6, itemMarginBottom: 6, itemDistance: 28 });
    },
  );

  test('on a desktop the line chart keeps its 400 px', async () => {
    const { spline } = await chartsIn('en');
    expect(drawAt(spline, 1152).chartHeight).toBe(400);
  });

  test.each<[Locale, number]>([
    ['en', 740],
    ['en', 772],
    ['en', 976],
    ['zh-tw', 772],
  ])(
    '%s at %i px (the middle layout): the line chart grows, its legend whole, its plot kept',
    async (locale, width) => {
      const { spline } = await chartsIn(locale);
      const chart = drawAt(spline, width);
      const legend = chart.legend as unknown as LegendInternals;
      expect(chart.chartHeight).toBe(640);
      expect(legend.pages, 'legend pages').toHaveLength(0);
      expect(legend.group.translateY + legend.legendHeight).toBeLessThanOrEqual(chart.chartHeight);
      expect(chart.plotHeight).toBeGreaterThanOrEqual(240);
    },
  );

  test.each<Locale>(['en', 'zh-tw'])(
    '%s: the bar chart’s year labels wrap whole, and its value axis keeps labels apart',
    async (locale) => {
      const { bar, yearLabels } = await chartsIn(locale);
      const chart = drawAt(bar, 358);
      const axis = chart.xAxis[0]!;
      const shown = (axis.tickPositions ?? []).map((position) => {
        const label = (axis.ticks[position] as unknown as { label: { element: Element } }).label.element;
        const text = [...label.childNodes]
          .filter((node) => node.nodeName.toLowerCase() !== 'title')
          .map((node) => node.textContent)
          .join('');
        return text.replace(/\u200b/g, ' ').replace(/\s+/g, ' ');
      });
      expect(shown).toHaveLength(yearLabels.length);
      expect(shown.join('\n')).not.toContain('…');
      expect(shown.at(-1)).toBe(yearLabels.at(-1));
      // 0, 5M, 10M rather than five labels with 7.5M and 10M touching.
      expect(chart.yAxis[0]!.tickPositions?.length).toBeLessThanOrEqual(3);
    },
  );
});

describe('the narrow layout’s numbers', () => {
  test('a label’s longest unbroken run: spaces and hyphens break it, CJK counts a full em', () => {
    expect(unbrokenLabelWidth(['2021 (January–October)'], 10)).toBe(Math.ceil(17 * 0.62 * 10));
    expect(unbrokenLabelWidth(['2021年（1月至10月）'], 10)).toBe(Math.ceil((7 * 0.62 + 6) * 10));
    expect(unbrokenLabelWidth([])).toBe(0);
  });

  test('each chart’s box reserves its heights, and the stylesheet switches at the widths the charts do', async () => {
    const { spline, bar } = await chartsIn('en');
    expect(chartHeights(spline)).toEqual({ standard: 400, middle: 640, narrow: 720 });
    expect(chartHeights(bar)).toEqual({ standard: 640, middle: 640, narrow: 640 });
    const css = readFileSync('components/statistics/statistics.module.css', 'utf8');
    // The narrow rule after the middle one: a narrow chart matches both.
    const middle = css.indexOf(`@container (max-width: ${middleChartWidth}px)`);
    expect(middle).toBeGreaterThan(-1);
    expect(css.indexOf(`@container (max-width: ${narrowChartWidth}px)`)).toBeGreaterThan(middle);
  });
});
