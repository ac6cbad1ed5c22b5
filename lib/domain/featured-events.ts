import { hasEnded } from './date-range';

/** An event's days as the API carries them (the store's records say `dateBegin`, `dateEnd`). */
type Days = { date_begin?: string; date_end?: string };
type StoredEvent = { priority: number; dateBegin?: string; dateEnd?: string };
type ListedEvent = Days & { priority: number };

/**
 * The order in which the site shows events (home strip, /events, an area's events, the menu's
 * events item): those running now or coming up, soonest first; then seasonal events without
 * announced dates, in editorial order; then ended editions, newest first. `today` is a calendar day
 * in Taiwan (YYYY-MM-DD): the caller reads the clock (`todayInTaiwan()`), so tests fix the day.
 */
function orderByDays<T extends { priority: number }>(
  events: readonly T[],
  today: string,
  daysOf: (event: T) => Days,
): T[] {
  const byPriority = (a: T, b: T) => a.priority - b.priority;
  const begin = (event: T) => daysOf(event).date_begin;
  const ended = (event: T) => hasEnded(daysOf(event), today);
  const dated = events.filter((event) => begin(event) !== undefined);
  const comingOrRunning = dated
    .filter((event) => !ended(event))
    .sort((a, b) => begin(a)!.localeCompare(begin(b)!) || byPriority(a, b));
  const seasonal = events.filter((event) => begin(event) === undefined).sort(byPriority);
  const past = dated.filter(ended).sort((a, b) => begin(b)!.localeCompare(begin(a)!) || byPriority(a, b));
  return [...comingOrRunning, ...seasonal, ...past];
}

/** The backend's order for its event slider and the menu's events item (the store's records). */
export function orderForFeature<T extends StoredEvent>(events: readonly T[], today: string): T[] {
  return orderByDays(events, today, (event) => ({ date_begin: event.dateBegin, date_end: event.dateEnd }));
}

/** The same order for the events a page received from the API. */
export function orderEventsByDate<T extends ListedEvent>(events: readonly T[], today: string): T[] {
  return orderByDays(events, today, (event) => event);
}

/**
 * The home page's event strip. While an event is running or announced it leads, seasonal and ended
 * ones after it. Otherwise the strip says the next season's dates are not announced yet
 * (`nextSeasonPending`) and keeps only the seasonal events, whose dates are exactly what is
 * awaited: a strip of ended events alone reads as if they were still on.
 */
export function homeEventStrip<T extends ListedEvent>(
  events: readonly T[],
  today: string,
): { events: T[]; nextSeasonPending: boolean } {
  const ordered = orderEventsByDate(events, today);
  const undated = (event: T) => event.date_begin === undefined;
  if (ordered.some((event) => !undated(event) && !hasEnded(event, today))) {
    return { events: ordered, nextSeasonPending: false };
  }
  return { events: ordered.filter(undated), nextSeasonPending: true };
}
