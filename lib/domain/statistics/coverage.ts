/** What the figures cover: the years, and in each the months with at least one published figure. */
export type Coverage = { years: readonly number[]; months: ReadonlyMap<number, readonly number[]> };

type Row = { year: number; months: readonly (number | null)[] };

export function coverageOf(rows: readonly Row[]): Coverage {
  const months = new Map<number, Set<number>>();
  for (const row of rows) {
    const set = months.get(row.year) ?? new Set<number>();
    row.months.forEach((value, index) => value !== null && set.add(index + 1));
    months.set(row.year, set);
  }
  const years = [...months.keys()].filter((year) => months.get(year)!.size > 0).sort((a, b) => a - b);
  return { years, months: new Map(years.map((year) => [year, [...months.get(year)!].sort((a, b) => a - b)])) };
}

export type StatisticsQuery = {
  /** The year shown: the one asked for, else the latest. */
  year: number;
  /** A month of that year (1–12), or none for the whole year. */
  month: number | undefined;
  /** What cannot be used, by field: the page says it beside the field and answers 400. */
  errors: { year?: 'format' | 'missing'; month?: 'format' | 'missing' };
};

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * `?year=2020&month=11`: a year the figures cover and one of its published months. An empty
 * value means "not chosen" (the form's "whole year"). A year or month the figures do not have is
 * an error (400), as a list's unknown filter value is. Without a coverage (not known yet) only the
 * form of the values is judged.
 */
export function parseStatisticsQuery(
  raw: Record<string, string | string[] | undefined>,
  coverage: Coverage | undefined,
): StatisticsQuery {
  const latest = coverage?.years.at(-1) ?? new Date().getFullYear();
  const errors: StatisticsQuery['errors'] = {};
  const yearText = single(raw.year)?.trim() ?? '';
  const monthText = single(raw.month)?.trim() ?? '';
  let year = latest;
  if (yearText !== '') {
    if (!/^\d{4}$/.test(yearText)) errors.year = 'format';
    else if (coverage && !coverage.years.includes(Number(yearText))) errors.year = 'missing';
    else year = Number(yearText);
  }
  let month: number | undefined;
  if (monthText !== '') {
    if (!/^(0?[1-9]|1[0-2])$/.test(monthText)) errors.month = 'format';
    else if (coverage && !errors.year && !(coverage.months.get(year) ?? []).includes(Number(monthText)))
      errors.month = 'missing';
    else if (!errors.year) month = Number(monthText);
  }
  return { year, month, errors };
}

/** Whether a query cannot be used at all (the proxy answers 400). */
export function isUnusableStatisticsQuery(query: URLSearchParams, coverage: Coverage | undefined): boolean {
  const parsed = parseStatisticsQuery(
    { year: query.get('year') ?? undefined, month: query.get('month') ?? undefined },
    coverage,
  );
  return Object.keys(parsed.errors).length > 0;
}
