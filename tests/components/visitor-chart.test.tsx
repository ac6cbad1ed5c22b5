// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

// jsdom lays nothing out: Highcharts asks CSS.supports at load and measures text with getBBox.
vi.hoisted(() => {
  Object.assign(window.CSS ?? (window.CSS = {} as typeof CSS), { supports: () => false });
  Object.assign(window.SVGElement.prototype, {
    getBBox(this: SVGElement) {
      return { x: 0, y: 0, width: (this.textContent?.length ?? 0) * 7, height: 14 };
    },
  });
});

import statistics from '@/data/visitor-statistics.json';
import { pieOptions, type ChartOptions } from '@/components/statistics/chart-options';
import VisitorChart from '@/components/statistics/visitor-chart';
import { sharesOf } from '@/lib/domain/statistics/series';
import type { Locale } from '@/lib/i18n/locales';
import { chartsBuilderIn, years } from './statistics-charts';

/** The page's three charts in a language, built as statistics-view.tsx builds them (2021: November and December unpublished). */
async function chartsIn(locale: Locale) {
  const { t, spots, texts, spline, bar } = await chartsBuilderIn(locale);
  const titles = {
    spline: t('splineHeading', { year: 2021 }),
    pie: t('pieHeading', { period: t('yearLabel', { year: 2020 }) }),
    bar: t('barHeading', { first: years[0]!, last: years.at(-1)! }),
  };
  const options: Record<keyof typeof titles, ChartOptions> = {
    spline: spline(titles.spline),
    pie: pieOptions(texts(titles.pie), sharesOf(statistics.rows, spots, 2020)),
    bar: bar(
      titles.bar,
      years.map((year) => t('yearLabel', { year })),
    ),
  };
  return { titles, options };
}

/** Everything a chart shows or gives a screen reader: text (its SVG's <desc> included) and labels. */
function wordsOf(element: Element): string[] {
  const words: string[] = [];
  for (const node of [element, ...element.querySelectorAll('*')]) {
    if (node.tagName.toLowerCase() === 'style') continue;
    const label = node.getAttribute('aria-label');
    if (label) words.push(label);
    for (const child of node.childNodes) {
      const text = child.nodeType === child.TEXT_NODE ? child.textContent?.trim() : '';
      if (text) words.push(text);
    }
  }
  return words;
}

function draw(options: ChartOptions) {
  const { container } = render(<VisitorChart options={options} />);
  return container.querySelector('[data-highcharts-chart]')!;
}

/** The y axis's labels (the values; the x axis shows months or years). */
function valueLabels(chart: Element) {
  return [...chart.querySelectorAll('.highcharts-yaxis-labels text')].map((label) => label.textContent ?? '');
}

describe('the charts speak the page’s language', () => {
  test.each<Locale>(['ja', 'zh-tw', 'zh-cn'])('%s: no English is shown or read out', async (locale) => {
    const { options } = await chartsIn(locale);
    for (const [name, chartOptions] of Object.entries(options)) {
      const words = wordsOf(draw(chartOptions));
      // Only the axes' letters X and Y may be Latin; Highcharts' defaults ("Chart", "Line chart
      // with 8 lines.", "No value", "Created with Highcharts", "200k" …) would show here.
      const latin = words.filter((word) => /[A-Za-z]{2,}|\dk\b/.test(word.replace(/\b[XY]\b/g, '')));
      expect(latin, name).toEqual([]);
    }
  });

  test('ja: the screen-reader texts come from the messages, placeholders filled', async () => {
    const { titles, options } = await chartsIn('ja');
    const words = wordsOf(draw(options.spline));
    expect(words).toContain(`${titles.spline}、インタラクティブなグラフ`);
    expect(words).toContain('折れ線グラフ、線8本。');
    expect(words).toContain('X軸は1本で、月を表します。');
    expect(
      words.some((word) =>
        // Grouped digits, as the axis and the tables show them.
        /^Y軸は1本で、観光客数を表します。データの範囲は[\d,]+から\d{1,3}(,\d{3})+までです。$/.test(word),
      ),
    ).toBe(true);
    expect(words).toContain('獅頭山風景区、8本中1本目の線、データ点12個。');
    // November 2021 is not in the dataset: read out as the table shows it.
    expect(words).toContain('11月：未公表。獅頭山風景区。');
    expect(words.some((word) => /^1月：\d{1,3}(,\d{3})+。獅頭山風景区。$/.test(word))).toBe(true);
    expect(words).toContain(`系列の表示切り替え、${titles.spline}`);
    expect(words).toContain('獅頭山風景区を表示');
    expect(words).toContain('インタラクティブなグラフの終わり。');
    expect(words.join('\n')).not.toMatch(/\{|\}/);
    // The pie's slices are labelled with the language's punctuation, as wide as a desktop's column…
    const pieAt = (width: number) =>
      wordsOf(draw({ ...options.pie, chart: { ...(options.pie.chart as Record<string, unknown>), width } }));
    expect(pieAt(1000).some((word) => /^獅頭山風景区：\d+\.\d%$/.test(word))).toBe(true);
    // …and as narrow as a phone's, with their shares alone while the legend names the spots.
    const narrow = pieAt(360);
    expect(narrow.some((word) => /^\d+\.\d%$/.test(word))).toBe(true);
    expect(narrow).toContain('獅頭山風景区');
    expect(narrow.some((word) => /^獅頭山風景区：\d+\.\d%$/.test(word))).toBe(false);
  });

  test('Chinese and Japanese axes count in 萬/万; English in k', async () => {
    const expected: [Locale, RegExp][] = [
      ['zh-tw', /^\d+(\.\d)?萬$/],
      ['zh-cn', /^\d+(\.\d)?万$/],
      ['ja', /^\d+(\.\d)?万$/],
      ['en', /^\d+(\.\d)?k$/],
    ];
    for (const [locale, abbreviated] of expected) {
      const { options } = await chartsIn(locale);
      const labels = valueLabels(draw(options.spline)).filter((label) => label !== '0');
      expect(labels.length, locale).toBeGreaterThan(0);
      for (const label of labels) expect(label, locale).toMatch(abbreviated);
    }
  });

  test('three charts drawn together are each named by their own heading', async () => {
    const { titles, options } = await chartsIn('en');
    const { container } = render(
      <>
        <VisitorChart options={options.spline} />
        <VisitorChart options={options.pie} />
        <VisitorChart options={options.bar} />
      </>,
    );
    const labels = [...container.querySelectorAll('[data-highcharts-chart]')].map((chart) =>
      chart.getAttribute('aria-label'),
    );
    expect(labels).toEqual([titles.spline, titles.pie, titles.bar].map((title) => `${title}, interactive chart`));
    expect(wordsOf(container).join('\n')).not.toMatch(/Created with Highcharts|\bChart\b/);
    // The page's h2 is each chart's heading: the charts add none of their own to the outline.
    expect(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(0);
  });
});
