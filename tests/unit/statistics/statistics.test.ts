import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import statistics from '@/data/visitor-statistics.json';
import { coverageOf, isUnusableStatisticsQuery, parseStatisticsQuery } from '@/lib/domain/statistics/coverage';
import { parseMonthlyCsv, sumOfMonths } from '@/lib/domain/statistics/monthly-csv';
import {
  busiestMonth,
  changePercent,
  monthlyLines,
  partialYears,
  sharesOf,
  yearlyTotals,
  yearOnYear,
} from '@/lib/domain/statistics/series';
import { chartLanguage } from '@/components/statistics/chart-language';
import { splineOptions, barOptions, pieOptions, type ChartOptions } from '@/components/statistics/chart-options';
import en from '@/messages/en.json';

const csv = parseMonthlyCsv(readFileSync('data/visitor-statistics/source.csv', 'utf8'));
const coverage = coverageOf(statistics.rows);
const spots = statistics.spots
  .filter((spot) => spot.partOfArea)
  .map((spot) => ({ id: spot.id, name: spot.i18n.en.name }));

describe('the published CSV and the seed made from it', () => {
  test('every row’s months add up to its published total (合計)', () => {
    expect(csv).toHaveLength(110);
    for (const row of csv) expect(sumOfMonths(row.months), `${row.year} ${row.spot}`).toBe(row.total);
  });

  test('the seed holds exactly the CSV’s figures, unpublished months as null (never 0)', () => {
    expect(statistics.rows).toHaveLength(csv.length);
    csv.forEach((row, index) => {
      const seeded = statistics.rows[index]!;
      expect(seeded.year).toBe(row.year);
      expect(seeded.months).toEqual(row.months);
      expect(seeded.total).toBe(row.total);
    });
    const lishan2021 = statistics.rows.find((row) => row.spot === 'lishan' && row.year === 2021)!;
    expect(lishan2021.months.slice(10)).toEqual([null, null]);
    // June 2021 under the level-3 alert: a real, small figure.
    expect(lishan2021.months[5]).toBe(375);
    // A published 0 stays 0 (the Wuling visitor centre, closed in June 2021).
    expect(statistics.rows.find((row) => row.spot === 'wuling-visitor-center' && row.year === 2021)!.months[5]).toBe(0);
  });

  test('a CSV of another shape is refused', () => {
    expect(() => parseMonthlyCsv('year,spot\n2020,x')).toThrow(/not the monthly visitors dataset/);
    const header = readFileSync('data/visitor-statistics/source.csv', 'utf8').split('\n')[0]!;
    expect(() => parseMonthlyCsv(`${header}\n2020,a,b,c,d,1,2`)).toThrow(/cells/);
    expect(() => parseMonthlyCsv(`${header}\n2020,a,b,c,d,1,2,3,4,5,6,7,8,9,10,11,x,66`)).toThrow(/not a whole number/);
  });
});

describe('year and month in the address', () => {
  test('the figures cover 2012–2021, 2021 to October', () => {
    expect(coverage.years).toEqual([2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021]);
    expect(coverage.months.get(2021)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test.each([
    [{}, { year: 2021, month: undefined, errors: {} }],
    [{ year: '2019' }, { year: 2019, month: undefined, errors: {} }],
    [
      { year: '2020', month: '11' },
      { year: 2020, month: 11, errors: {} },
    ],
    [
      { year: '2020', month: '' },
      { year: 2020, month: undefined, errors: {} },
    ],
    [
      { year: '2020', month: '07' },
      { year: 2020, month: 7, errors: {} },
    ],
    [
      { year: '2021', month: '11' },
      { year: 2021, month: undefined, errors: { month: 'missing' } },
    ],
    [{ year: '2011' }, { year: 2021, month: undefined, errors: { year: 'missing' } }],
    [{ year: '20x0' }, { year: 2021, month: undefined, errors: { year: 'format' } }],
    [{ month: '13' }, { year: 2021, month: undefined, errors: { month: 'format' } }],
    [{ year: ['2019', '2018'] }, { year: 2019, month: undefined, errors: {} }],
  ])('%o', (raw, expected) => {
    expect(parseStatisticsQuery(raw, coverage)).toEqual(expected);
  });

  test('without the coverage (a remote backend) only the form is judged', () => {
    expect(isUnusableStatisticsQuery(new URLSearchParams('year=1999&month=12'), undefined)).toBe(false);
    expect(isUnusableStatisticsQuery(new URLSearchParams('year=99'), undefined)).toBe(true);
    expect(isUnusableStatisticsQuery(new URLSearchParams('year=1999'), coverage)).toBe(true);
  });
});

describe('what the charts show', () => {
  test('Lishan is busiest in November (maples and apples) every year from 2015 to 2020; February in 2013, 2014 and 2021', () => {
    const peaks = coverage.years.map((year) => {
      const [line] = monthlyLines(statistics.rows, [{ id: 'lishan', name: 'Lishan' }], year);
      return busiestMonth(line!)?.month;
    });
    expect(peaks).toEqual([11, 2, 2, 11, 11, 11, 11, 11, 11, 2]);
  });

  test('shares of a month add up to 100 % and use the month’s figures', () => {
    const shares = sharesOf(statistics.rows, spots, 2020, 11);
    const lishan = statistics.rows.find((row) => row.spot === 'lishan' && row.year === 2020)!;
    expect(shares.find((share) => share.spot.id === 'lishan')!.value).toBe(lishan.months[10]);
    expect(shares.reduce((sum, share) => sum + share.percent, 0)).toBeCloseTo(100, 0);
  });

  test('2020 against 2019 at Baguashan, and 2021 marked as January–October', () => {
    const [bagua] = yearlyTotals(statistics.rows, [{ id: 'bagua', name: 'Baguashan' }], coverage.years);
    const total = (year: number) => bagua!.totals.find((entry) => entry.year === year)!.total;
    expect(changePercent(total(2019), total(2020))).toBe(
      Math.round(((total(2020) - total(2019)) / total(2019)) * 1000) / 10,
    );
    expect(partialYears(statistics.rows)).toEqual(new Map([[2021, 10]]));
  });

  test('a year is compared with the same months of the year before: 2021’s January–October with 2020’s', () => {
    const row = (year: number) => statistics.rows.find((r) => r.spot === 'bagua' && r.year === year)!;
    const tenMonths = (year: number) =>
      row(year)
        .months.slice(0, 10)
        .reduce<number>((sum, v) => sum + (v ?? 0), 0);
    const partial = yearOnYear(statistics.rows, spots, 2021);
    expect(partial.lastMonth).toBe(10);
    expect(partial.changes.find((c) => c.spot.id === 'bagua')!.change).toBe(
      changePercent(tenMonths(2020), tenMonths(2021)),
    );
    // Not the whole of 2020 against ten months of 2021 (what the summary said before).
    expect(partial.changes.find((c) => c.spot.id === 'bagua')!.change).not.toBe(
      changePercent(row(2020).total, row(2021).total),
    );
    const whole = yearOnYear(statistics.rows, spots, 2020);
    expect(whole.lastMonth).toBe(12);
    expect(whole.changes.find((c) => c.spot.id === 'bagua')!.change).toBe(
      changePercent(row(2019).total, row(2020).total),
    );
    expect(whole.changes).toHaveLength(spots.length);
    expect(yearOnYear(statistics.rows, spots, coverage.years[0]!).changes, 'the first year has none before it').toEqual(
      [],
    );
  });

  test('a whole year after a partial one is compared over the months the partial one has', () => {
    const months = (count: number, value: number) => Array.from({ length: 12 }, (_, i) => (i < count ? value : null));
    const rows = [
      { year: 2021, spot: 's', months: months(10, 100), total: 1000 },
      { year: 2022, spot: 's', months: months(12, 110), total: 1320 },
    ];
    // 2022’s January–October (1100) against 2021’s (1000): +10 %, not 1320 against 1000.
    expect(yearOnYear(rows, [{ id: 's', name: 'S' }], 2022)).toEqual({
      lastMonth: 10,
      changes: [{ spot: { id: 's', name: 'S' }, change: 10 }],
    });
  });

  test('no change is shown from a year without visitors (no infinite percentage)', () => {
    expect(changePercent(0, 500)).toBeUndefined();
    const spot = { id: 's', name: 'S' };
    const rows = [
      { year: 2019, spot: 's', months: Array<number>(12).fill(0), total: 0 },
      { year: 2020, spot: 's', months: Array<number>(12).fill(100), total: 1200 },
    ];
    expect(yearOnYear(rows, [spot], 2020)).toEqual({ lastMonth: 12, changes: [] });
  });

  test('each chart’s series hold the same numbers as its table', () => {
    const texts = {
      title: 't',
      description: 'd',
      visitors: 'v',
      language: chartLanguage('en', en.Statistics.chart, '-'),
    };
    const lines = monthlyLines(statistics.rows, spots, 2020);
    const spline = splineOptions(
      { ...texts, monthNames: [], axisName: 'm', seriesName: (line) => line.spot.name },
      lines,
      [],
    ) as ChartOptions & { series: { name: string; data: (number | null)[] }[] };
    expect(spline.series.map((series) => series.data)).toEqual(lines.map((line) => line.values));
    const shares = sharesOf(statistics.rows, spots, 2020);
    const pie = pieOptions(texts, shares) as ChartOptions & { series: { data: { y: number }[] }[] };
    expect(pie.series[0]!.data.map((point) => point.y)).toEqual(shares.map((share) => share.value));
    const totals = yearlyTotals(statistics.rows, spots, coverage.years);
    const bar = barOptions({ ...texts, yearLabels: [], axisName: 'y' }, totals) as ChartOptions & {
      series: { data: number[] }[];
    };
    expect(bar.series.map((series) => series.data)).toEqual(totals.map((entry) => entry.totals.map((t) => t.total)));
  });
});
