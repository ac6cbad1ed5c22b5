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

/** Today's calendar day in Taiwan. */
export function todayInTaiwan(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
