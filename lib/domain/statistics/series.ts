import { sumOfMonths } from './monthly-csv';

/**
 * The figures each chart and its table show, computed once on the server from the dataset's rows
 * (the chart and its table twin are drawn from the same numbers).
 */
export type Spot = { id: string; name: string; areaId?: number };
export type Row = { year: number; spot: string; months: readonly (number | null)[]; total: number };

/** One line of the spline chart: a spot's month by month figures of a year (null: not published). */
export type MonthlyLine = { spot: Spot; year: number; values: (number | null)[] };

export function monthlyLines(rows: readonly Row[], spots: readonly Spot[], year: number): MonthlyLine[] {
  return spots.flatMap((spot) => {
    const row = rows.find((candidate) => candidate.spot === spot.id && candidate.year === year);
    return row ? [{ spot, year, values: [...row.months] }] : [];
  });
}

/** Each spot's visitors in a month of a year, or the whole year (its published months). */
export type Share = { spot: Spot; value: number; percent: number };

export function sharesOf(rows: readonly Row[], spots: readonly Spot[], year: number, month?: number): Share[] {
  const values = spots.map((spot) => {
    const row = rows.find((candidate) => candidate.spot === spot.id && candidate.year === year);
    const value = row ? (month ? (row.months[month - 1] ?? 0) : row.total) : 0;
    return { spot, value };
  });
  const sum = values.reduce((total, entry) => total + entry.value, 0);
  return values.map((entry) => ({ ...entry, percent: sum > 0 ? Math.round((entry.value / sum) * 1000) / 10 : 0 }));
}

/** One spot's totals per year; `partialYears` are the years whose months are not all published. */
export type YearlyTotals = { spot: Spot; totals: { year: number; total: number }[] };

export function yearlyTotals(rows: readonly Row[], spots: readonly Spot[], years: readonly number[]): YearlyTotals[] {
  return spots.map((spot) => ({
    spot,
    totals: years.map((year) => ({
      year,
      total: rows.find((row) => row.spot === spot.id && row.year === year)?.total ?? 0,
    })),
  }));
}

/** The years some of whose months are not published (2021: January–October), with their last month. */
export function partialYears(rows: readonly Row[]): Map<number, number> {
  const partial = new Map<number, number>();
  for (const row of rows) {
    const last = row.months.findLastIndex((value) => value !== null) + 1;
    if (last < 12) partial.set(row.year, Math.max(last, partial.get(row.year) ?? 0));
  }
  return partial;
}

/** The month (1–12) with the most visitors in a line, and its figure. */
export function busiestMonth(line: MonthlyLine): { month: number; value: number } | undefined {
  let best: { month: number; value: number } | undefined;
  line.values.forEach((value, index) => {
    if (value !== null && (!best || value > best.value)) best = { month: index + 1, value };
  });
  return best;
}

/**
 * Each spot's change from the year before to `year`, over the months both years have published
 * (January to `lastMonth`): 2021's January–October against 2020's January–October, never against
 * the whole of 2020. `lastMonth` is 12 when both years are whole.
 */
export type YearOnYear = { lastMonth: number; changes: { spot: Spot; change: number }[] };

export function yearOnYear(rows: readonly Row[], spots: readonly Spot[], year: number): YearOnYear {
  const partial = partialYears(rows);
  const lastMonth = Math.min(partial.get(year) ?? 12, partial.get(year - 1) ?? 12);
  const visitorsOf = (spot: Spot, y: number): number | undefined => {
    const row = rows.find((candidate) => candidate.spot === spot.id && candidate.year === y);
    if (!row) return undefined;
    return lastMonth === 12 ? row.total : sumOfMonths(row.months.slice(0, lastMonth));
  };
  const changes = spots.flatMap((spot) => {
    const before = visitorsOf(spot, year - 1);
    const after = visitorsOf(spot, year);
    const change = before !== undefined && after !== undefined ? changePercent(before, after) : undefined;
    return change === undefined ? [] : [{ spot, change }];
  });
  return { lastMonth, changes };
}

/** The change from one year's total to the next, in percent (rounded to one decimal). */
export function changePercent(before: number, after: number): number | undefined {
  return before > 0 ? Math.round(((after - before) / before) * 1000) / 10 : undefined;
}
