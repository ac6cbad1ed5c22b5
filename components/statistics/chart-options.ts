import type { LangOptions } from 'highcharts';
import type { MonthlyLine, Share, YearlyTotals } from '@/lib/domain/statistics/series';
import type { ChartLanguage } from './chart-language';

/**
 * Highcharts options of the three charts, made on the server from the same figures as the tables
 * (plain data: no functions cross to the browser). Colour is never the only signal: lines have
 * their own marker shapes and the previous year is dashed, pie slices are labelled, bars carry
 * patterns; and every chart has its table.
 */
export type ChartOptions = Record<string, unknown> & { lang: LangOptions };

/** The area palette (app/globals.css) for the area's spots; Guguan shares Lishan's area, so it gets a colour of its own. */
const spotColours: Record<string, string> = {
  lion: '#2e6b3f',
  lishan: '#2a5d8f',
  guguan: '#6b4c9a',
  bagua: '#7a5a12',
};
const fallbackColours = ['#2e6b3f', '#2a5d8f', '#6b4c9a', '#7a5a12', '#8a3b2e', '#1f6f78'];
const markers = ['circle', 'square', 'diamond', 'triangle', 'triangle-down'] as const;
/** Hatchings for the bars, one per spot (with its colour). */
const hatchings = [
  'M 0 0 L 8 8 M -2 6 L 2 10 M 6 -2 L 10 2',
  'M 0 4 L 8 4',
  'M 4 0 L 4 8',
  'M 0 8 L 8 0 M -2 2 L 2 -2 M 6 10 L 10 6',
];

/**
 * Charts this wide or narrower (a phone, a small tablet) get the narrow layout: one legend entry
 * per row (an English entry is up to about 350 px wide, so two share a row only from about 700 px),
 * all of them shown without pages, a taller chart so the plot keeps its room, and axis labels that
 * fit. statistics.module.css reserves the narrow heights at the same width (@container).
 */
export const narrowChartWidth = 720;
/**
 * Charts this wide or narrower, and wider than the narrow ones (a tablet, a small laptop), get the
 * middle layout: the line chart's eight legend entries take three or four rows there (eight, one
 * per row, in English up to about 765 px), and at the desktop's 400 px they left the plot 92 px
 * (the legend paged) to 196 px. The line chart grows instead; from here up, at 400 px, its legend
 * takes at most three rows and its plot about 226 px. Reserved the same way as the narrow heights.
 */
export const middleChartWidth = 1100;
/**
 * The charts' heights: the spline's and the pie's, the bars', and the spline's in the middle and
 * narrow layouts (its legend then takes up to four rows, or one row per line).
 */
export const chartHeight = { standard: 400, bars: 640, middleSpline: 640, narrowSpline: 720 } as const;
/** Axis labels' size in px: Highcharts' 0.8em of the chart's 1rem. */
const axisLabelPx = 12.8;

/**
 * How wide a category label must be to be wrapped whole, never cut: Highcharts breaks lines at
 * spaces and hyphens only, so the longest run between them must fit on a line. An estimate from
 * the characters, as nothing is measured on the server: CJK and full-width characters 1 em, any
 * other 0.62 em (wider than most fonts' average, so the estimate errs on the roomy side).
 */
export function unbrokenLabelWidth(labels: readonly string[], fontPx = axisLabelPx): number {
  const ems = (run: string) => [...run].reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 1 : 0.62), 0);
  const widest = Math.max(0, ...labels.flatMap((label) => label.split(/[\s-]+/).map(ems)));
  return Math.ceil(widest * fontPx);
}

/** The chart's height in each layout (the box reserves them before the chart is drawn). */
export function chartHeights(options: ChartOptions): { standard: number; middle: number; narrow: number } {
  const height = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const standard = height((options.chart as { height?: unknown } | undefined)?.height) ?? chartHeight.standard;
  type Rule = { condition?: { maxWidth?: unknown }; chartOptions?: { chart?: { height?: unknown } } };
  const rules = (options.responsive as { rules?: Rule[] } | undefined)?.rules ?? [];
  const at = (maxWidth: number) =>
    rules
      .filter((rule) => rule.condition?.maxWidth === maxWidth)
      .map((rule) => height(rule.chartOptions?.chart?.height))
      .find((value) => value !== undefined);
  // A narrow chart is also at most middleChartWidth wide: without a height of its own it keeps the middle one.
  const middle = at(middleChartWidth) ?? standard;
  return { standard, middle, narrow: at(narrowChartWidth) ?? middle };
}

export function colourOf(spotId: string, index: number): string {
  return spotColours[spotId] ?? fallbackColours[index % fallbackColours.length]!;
}

type Texts = { title: string; description: string; visitors: string; language: ChartLanguage };

const base = (texts: Texts) => ({
  // The page's h2 names the chart; an empty title keeps Highcharts from drawing its default one.
  title: { text: '' },
  credits: { enabled: false },
  // The chart's own lang (Highcharts merges it over the global one), so that each chart is spoken
  // with its heading's text wherever the accessibility module names it, not "Chart".
  lang: {
    ...texts.language.lang,
    accessibility: { ...texts.language.lang.accessibility, defaultChartTitle: texts.title },
  },
  accessibility: {
    enabled: true,
    // Highcharts opens its screen-reader summary with the chart's title as a heading; the page's
    // h2 already is that heading, so the summary starts with what the chart is (no second heading).
    screenReaderSection: {
      beforeChartFormat:
        '<div>{typeDescription}</div><div>{chartSubtitle}</div><div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>',
    },
    description: texts.description,
    keyboardNavigation: { enabled: true },
    point: { valueDescriptionFormat: texts.language.pointValue, descriptionFormat: texts.language.pointDescription },
  },
  chart: { style: { fontFamily: 'inherit' }, spacingTop: 16, height: chartHeight.standard },
  // Each legend entry is a button (it shows or hides its series): entries at least 24 px apart
  // from centre to centre, rows and columns alike (WCAG 2.5.8), in the page's body text size.
  // Should a legend ever page, its arrows take the site's colours, not Highcharts' pure blue.
  legend: {
    itemStyle: { fontSize: '15px' },
    itemMarginTop: 6,
    itemMarginBottom: 6,
    itemDistance: 28,
    navigation: { activeColor: '#1d5f46', inactiveColor: '#8a958f' },
  },
  yAxis: { title: { text: texts.visitors }, min: 0 },
});

/**
 * The middle and narrow layouts' rules. Highcharts applies each while the chart is at most its
 * width wide, in this order (a narrow chart takes both, the narrow one over the middle one), and
 * undoes them above: every legend entry shown, none behind "1/2" pages, plus each chart's own
 * changes.
 */
const layoutRules = ({
  middle = {},
  narrow,
}: {
  middle?: Record<string, unknown>;
  narrow: Record<string, unknown>;
}) => {
  const wholeLegend = { legend: { navigation: { enabled: false } } };
  return {
    rules: [
      { condition: { maxWidth: middleChartWidth }, chartOptions: { ...middle, ...wholeLegend } },
      { condition: { maxWidth: narrowChartWidth }, chartOptions: { ...narrow, ...wholeLegend } },
    ],
  };
};

export function splineOptions(
  texts: Texts & {
    monthNames: string[];
    /** What the x axis shows (months), read out instead of Highcharts' "categories". */
    axisName: string;
    seriesName: (line: MonthlyLine, isPrevious: boolean) => string;
  },
  lines: readonly MonthlyLine[],
  previous: readonly MonthlyLine[],
): ChartOptions {
  const series = [
    ...lines.map((line, index) => ({ line, index, previous: false })),
    ...previous.map((line) => ({ line, index: lines.findIndex((l) => l.spot.id === line.spot.id), previous: true })),
  ].map(({ line, index, previous: isPrevious }) => ({
    type: 'spline',
    name: texts.seriesName(line, isPrevious),
    data: line.values,
    color: colourOf(line.spot.id, index),
    dashStyle: isPrevious ? 'ShortDash' : 'Solid',
    lineWidth: isPrevious ? 1.5 : 2.5,
    marker: { symbol: markers[index % markers.length], enabled: !isPrevious },
    visible: !isPrevious || index < 2,
  }));
  return {
    ...base(texts),
    chart: { ...base(texts).chart, type: 'spline' },
    xAxis: { categories: texts.monthNames, accessibility: { description: texts.axisName } },
    tooltip: { shared: true, valueDecimals: 0 },
    series,
    // Middle, the eight legend entries take three to eight rows; narrow, a row each (about 260-360
    // px): the chart grows so the plot keeps about 250 px (it had 92 px at 358 px wide and at 752
    // px, the legend paged and cut its 5th entry).
    responsive: layoutRules({
      middle: { chart: { height: chartHeight.middleSpline } },
      narrow: { chart: { height: chartHeight.narrowSpline } },
    }),
  };
}

/** A slice's share alone, as the narrow pie shows it (Highcharts' format: one decimal, as the table). */
const pieShareLabel = '{point.percentage:.1f}%';

export function pieOptions(texts: Texts, shares: readonly Share[]): ChartOptions {
  return {
    ...base(texts),
    chart: { ...base(texts).chart, type: 'pie' },
    tooltip: { pointFormat: '<b>{point.y:,.0f}</b> ({point.percentage:.1f}%)' },
    plotOptions: {
      pie: {
        dataLabels: {
          enabled: true,
          format: texts.language.pieLabel,
          style: { fontWeight: 'normal', fontSize: '14px' },
        },
      },
    },
    // Narrow, there is no room beside the pie for the spots' names (they were cut to "八卦山風景…"
    // and the pie shrank to about 80 px): the slices show their shares and the legend names them.
    responsive: layoutRules({
      narrow: { plotOptions: { pie: { showInLegend: true, dataLabels: { format: pieShareLabel, distance: 12 } } } },
    }),
    series: [
      {
        type: 'pie',
        name: texts.visitors,
        data: shares.map((share, index) => ({
          name: share.spot.name,
          y: share.value,
          color: colourOf(share.spot.id, index),
        })),
      },
    ],
  };
}

export function barOptions(
  texts: Texts & { yearLabels: string[]; axisName: string },
  totals: readonly YearlyTotals[],
): ChartOptions {
  return {
    ...base(texts),
    chart: { ...base(texts).chart, type: 'bar', height: chartHeight.bars },
    xAxis: { categories: texts.yearLabels, accessibility: { description: texts.axisName } },
    // The value axis keeps its labels apart at every width: at Highcharts' default spacing a
    // desktop's 1152 px took twenty labels half a million apart, counted in thousands
    // ("1,000k"), the last cut to "9,…"; a phone's took five, 7.5M and 10M touching (now 0, 5M, 10M).
    yAxis: { ...base(texts).yAxis, tickPixelInterval: 110 },
    // Narrow, Highcharts gives the year labels a third of the chart and cuts the rest ("2021
    // (January–Octo…"): they get the width of their longest unbroken run and wrap at their spaces.
    responsive: layoutRules({
      narrow: {
        xAxis: { labels: { style: { width: `${Math.min(unbrokenLabelWidth(texts.yearLabels), 160)}px` } } },
      },
    }),
    tooltip: { shared: true, valueDecimals: 0 },
    plotOptions: { bar: { groupPadding: 0.12, pointPadding: 0.02 } },
    series: totals.map((entry, index) => {
      const colour = colourOf(entry.spot.id, index);
      return {
        type: 'bar',
        name: entry.spot.name,
        data: entry.totals.map((total) => total.total),
        color: {
          pattern: {
            path: { d: hatchings[index % hatchings.length], strokeWidth: 2 },
            width: 8,
            height: 8,
            color: '#ffffff',
            backgroundColor: colour,
          },
        },
        borderColor: colour,
      };
    }),
  };
}
