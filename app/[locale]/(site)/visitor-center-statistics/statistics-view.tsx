import { getMessages, getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import type { QueryView } from '@/components/content/query-page';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { chartLanguage } from '@/components/statistics/chart-language';
import { barOptions, pieOptions, splineOptions } from '@/components/statistics/chart-options';
import { ChartSection } from '@/components/statistics/chart-section';
import styles from '@/components/statistics/statistics.module.css';
import { ExternalLink } from '@/components/ui/external-link';
import { getVisitorStatistics } from '@/lib/api/visitor-statistics';
import { formatList, formatMonth, formatNumber, formatPercentFigure, formatYearMonth } from '@/lib/domain/format';
import { coverageOf, parseStatisticsQuery } from '@/lib/domain/statistics/coverage';
import {
  busiestMonth,
  monthlyLines,
  partialYears,
  sharesOf,
  yearlyTotals,
  yearOnYear,
  type Spot,
} from '@/lib/domain/statistics/series';
import { isChinese } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';

const path = sections.visitorStatistics.path;
const months = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * /visitor-center-statistics: the monthly visitors of the area's spots (the Tourism
 * Administration's dataset), for a year and optionally a month chosen in the URL — a spline of the
 * year's months (the year before dashed), a pie of the spots' shares, bars of every year's totals,
 * each with a summary computed from the figures and its table.
 */
export const statisticsView: QueryView = {
  metadata: listViewMetadata('Statistics', path),
  render: async (locale, raw) => {
    const t = await getTranslations({ locale, namespace: 'Statistics' });
    const data = await getVisitorStatistics(locale);
    const frame = { locale, section: path.slice(1), title: t('title'), lead: t('lead'), resultsHeading: t('title') };
    if (!data)
      return (
        <ListPage {...frame} isEmpty>
          {null}
        </ListPage>
      );

    const coverage = coverageOf(data.rows);
    const query = parseStatisticsQuery(raw, coverage);
    const { year, month } = query;
    const number = (value: number) => formatNumber(locale, value);
    const spots: Spot[] = data.spots
      .filter((spot) => spot.part_of_area)
      .map((spot) => ({ id: spot.id, name: spot.name, areaId: spot.area_id }));
    const partial = partialYears(data.rows);
    const yearLabel = (y: number) =>
      partial.has(y)
        ? t('partialYear', { year: y, month: formatMonth(locale, partial.get(y)!) })
        : t('yearLabel', { year: y });
    const first = coverage.years[0]!;
    const last = coverage.years.at(-1)!;
    const lastMonth = coverage.months.get(last)!.at(-1)!;

    // Spline: this year's months, the year before dashed.
    const lines = monthlyLines(data.rows, spots, year);
    const previousLines = monthlyLines(data.rows, spots, year - 1);
    const peaks = lines.flatMap((line) => {
      const peak = busiestMonth(line);
      return peak ? [t('peak', { spot: line.spot.name, month: formatMonth(locale, peak.month) })] : [];
    });
    const splineTitle = t('splineHeading', { year });
    const splineSummary = t('splineSummary', { year, peaks: formatList(locale, peaks) });
    const monthNames = months.map((m) => formatMonth(locale, m));

    // Pie: the chosen month, or the year.
    const period = month ? formatYearMonth(locale, year, month) : yearLabel(year);
    const shares = sharesOf(data.rows, spots, year, month);
    const leader = [...shares].sort((a, b) => b.value - a.value)[0];
    const shareTotal = shares.reduce((sum, share) => sum + share.value, 0);
    const pieTitle = t('pieHeading', { period });
    const pieSummary = leader
      ? t('pieSummary', {
          spot: leader.spot.name,
          percent: formatPercentFigure(locale, leader.percent),
          total: number(shareTotal),
          period,
        })
      : '';

    // Bars: every year's totals; the summary compares the chosen year with the one before, over
    // the months both have published (a partial year against the same months of the year before).
    const totals = yearlyTotals(data.rows, spots, coverage.years);
    const compared = yearOnYear(data.rows, spots, year);
    const changes = compared.changes.map(({ spot, change }) =>
      t('change', { spot: spot.name, change: `${change > 0 ? '+' : ''}${formatPercentFigure(locale, change)}%` }),
    );
    const barTitle = t('barHeading', { first, last });
    const barSummary =
      changes.length === 0
        ? ''
        : compared.lastMonth === 12
          ? t('barSummary', { year, previous: year - 1, changes: formatList(locale, changes) })
          : t('barSummarySameMonths', {
              year,
              previous: year - 1,
              month: formatMonth(locale, compared.lastMonth),
              changes: formatList(locale, changes),
            });
    const yearLabels = coverage.years.map(yearLabel);

    const cell = (value: number | null) => (value === null ? t('notPublished') : number(value));
    // Highcharts' own templates ({numSeries}, {series.name}), taken as they are (not ICU messages);
    // zh-cn's come converted with the rest of its catalogue.
    const chartMessages = (await getMessages({ locale })).Statistics.chart;
    const language = chartLanguage(locale, chartMessages, t('notPublished'));
    // The line and bar charts' tables are laid out as Highcharts' own data tables are: a row per
    // category (month, year), a column per spot. Four columns of figures fit a desktop column at
    // any width; a row per spot took fourteen (1312 px in English, in 1152 at 1280 px), and even
    // at 1024 px the figures alone would not have fitted at a readable size. On a phone the table
    // scrolls less, in its own box.
    const tableOf = (title: string, corner: string) => ({ caption: t('tableCaption', { title }), corner });

    return (
      <ListPage
        {...frame}
        isEmpty={spots.length === 0}
        filters={
          <FilterBar
            path={path}
            keyword={false}
            query={{ keyword: '', rejected: Object.keys(query.errors) as never[] }}
            selects={[
              {
                name: 'year',
                label: t('year'),
                value: String(year),
                options: [...coverage.years].reverse().map((y) => ({ value: String(y), label: yearLabel(y) })),
              },
              {
                name: 'month',
                label: t('month'),
                anyLabel: t('wholeYear'),
                value: month ? String(month) : '',
                options: (coverage.months.get(year) ?? []).map((m) => ({
                  value: String(m),
                  label: formatMonth(locale, m),
                })),
              },
            ]}
          />
        }
        before={
          <p className={styles.source}>
            {t.rich('source', {
              dataset: data.source.dataset,
              publisher: data.source.publisher,
              // The dataset keeps its published (Chinese) name; an English or Japanese page marks it for screen readers.
              original: (chunks) => (isChinese(locale) ? chunks : <span lang="zh-Hant-TW">{chunks}</span>),
            })}{' '}
            {t('coverage', {
              first: formatYearMonth(locale, first, 1),
              last: formatYearMonth(locale, last, lastMonth),
            })}{' '}
            <ExternalLink
              href={data.source.url}
              hint={(await getTranslations({ locale, namespace: 'Shell' }))('externalHint')}
            >
              {t('download')}
            </ExternalLink>
          </p>
        }
      >
        <ChartSection
          id="chart-months"
          title={splineTitle}
          summary={splineSummary}
          options={splineOptions(
            {
              title: splineTitle,
              description: splineSummary,
              visitors: t('visitors'),
              language,
              monthNames,
              axisName: t('month'),
              seriesName: (line, isPrevious) =>
                isPrevious ? t('previousYear', { spot: line.spot.name, year: line.year }) : line.spot.name,
            },
            lines,
            previousLines,
          )}
          table={{
            ...tableOf(splineTitle, t('month')),
            columns: lines.map((line) => line.spot.name),
            rows: [
              ...monthNames.map((name, index) => ({
                label: name,
                cells: lines.map((line) => cell(line.values[index] ?? null)),
              })),
              {
                label: t('total'),
                cells: lines.map((line) => number(line.values.reduce<number>((sum, v) => sum + (v ?? 0), 0))),
              },
            ],
          }}
        />
        <ChartSection
          id="chart-shares"
          title={pieTitle}
          summary={pieSummary}
          options={pieOptions({ title: pieTitle, description: pieSummary, visitors: t('visitors'), language }, shares)}
          table={{
            ...tableOf(pieTitle, t('spot')),
            columns: [t('visitors'), '%'],
            rows: shares.map((share) => ({
              label: share.spot.name,
              cells: [number(share.value), formatPercentFigure(locale, share.percent)],
            })),
          }}
        />
        <ChartSection
          id="chart-years"
          title={barTitle}
          summary={barSummary}
          options={barOptions(
            {
              title: barTitle,
              description: barSummary,
              visitors: t('visitors'),
              language,
              yearLabels,
              axisName: t('year'),
            },
            totals,
          )}
          table={{
            ...tableOf(barTitle, t('year')),
            columns: totals.map((entry) => entry.spot.name),
            rows: yearLabels.map((label, index) => ({
              label,
              cells: totals.map((entry) => number(entry.totals[index]!.total)),
            })),
          }}
        />
      </ListPage>
    );
  },
};
