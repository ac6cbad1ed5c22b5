type Dated = { priority: number; dateBegin?: string; dateEnd?: string };

/**
 * The order in which the site features events (home slider, the events item of the menu): those
 * running now or coming up, soonest first; then seasonal events without announced dates, in
 * editorial order; then past editions, newest first, so a featured strip is never empty.
 * `today` is a calendar day in Taiwan (YYYY-MM-DD).
 */
export function orderForFeature<T extends Dated>(events: readonly T[], today: string): T[] {
  const lastDay = (event: T) => event.dateEnd ?? event.dateBegin!;
  const current = events
    .filter((e) => e.dateBegin && lastDay(e) >= today)
    .sort((a, b) => a.dateBegin!.localeCompare(b.dateBegin!));
  const seasonal = events.filter((e) => !e.dateBegin).sort((a, b) => a.priority - b.priority);
  const past = events
    .filter((e) => e.dateBegin && lastDay(e) < today)
    .sort((a, b) => b.dateBegin!.localeCompare(a.dateBegin!));
  return [...current, ...seasonal, ...past];
}
