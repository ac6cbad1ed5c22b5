/**
 * Spec section 5: start and end date filters in Taiwan time, with the overlap rule when both
 * are given. Dates are calendar days (YYYY-MM-DD) already in +08:00, so they compare as text.
 */
export type DateRange = { start?: string; end?: string };
type Dated = { date_begin?: string; date_end?: string };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A filter date from a URL: a real calendar day, else undefined (ignored). */
export function parseFilterDate(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || !isoDay.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00+08:00`);
  if (Number.isNaN(time)) return undefined;
  // Reject rolled-over days such as 2026-02-30.
  return new Date(time + 8 * 3600_000).toISOString().slice(0, 10) === value ? value : undefined;
}

export type DateFieldError = 'invalid' | 'before-start';
export type DateRangeQuery = {
  /** The days applied to the list. */
  from?: string;
  to?: string;
  /** The real days the visitor entered, shown back in the fields even when not applied. */
  entered: { from?: string; to?: string };
  errors: { from?: DateFieldError; to?: DateFieldError };
};

/**
 * The from/to range a visitor asked for. An empty field is no filter; a value that is not a real
 * day, or an end before the start, is an error to show beside its field (that date is then not
 * applied), so the list never silently shows everything or nothing.
 */
export function parseDateRangeQuery(
  rawFrom: string | string[] | undefined,
  rawTo: string | string[] | undefined,
): DateRangeQuery {
  const read = (raw: string | string[] | undefined): { day?: string; error?: DateFieldError } => {
    if (raw === undefined || raw === '') return {};
    const day = parseFilterDate(raw);
    return day ? { day } : { error: 'invalid' };
  };
  const from = read(rawFrom);
  const to = read(rawTo);
  const entered = { from: from.day, to: to.day };
  if (from.day && to.day && to.day < from.day) return { from: from.day, entered, errors: { to: 'before-start' } };
  return {
    from: from.day,
    to: to.day,
    entered,
    errors: { ...(from.error && { from: from.error }), ...(to.error && { to: to.error }) },
  };
}

/** True when a date range query has something to tell the visitor. */
export function hasDateRangeError(range: DateRangeQuery): boolean {
  return Boolean(range.errors.from || range.errors.to);
}

/**
 * Both dates: the item's span overlaps [start, end]. Only a start: the item has not ended
 * before it. Only an end: the item has begun by then. Items without dates never match a date filter.
 * A one-day item may give only its begin date.
 */
export function matchesDateRange(item: Dated, { start, end }: DateRange): boolean {
  if (!start && !end) return true;
  const begin = item.date_begin ?? item.date_end;
  const finish = item.date_end ?? item.date_begin;
  if (!begin || !finish) return false;
  if (start && finish < start) return false;
  if (end && begin > end) return false;
  return true;
}

/** An event whose last day (or only day) is before `today`; undated (seasonal) events never end. */
export function hasEnded(item: Dated, today: string): boolean {
  const last = item.date_end ?? item.date_begin;
  return last !== undefined && last < today;
}

/** Today's calendar day in Taiwan. */
export function todayInTaiwan(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
