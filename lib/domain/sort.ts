/** Items the spec's list sort understands: priority, then hits or viewsCount. */
export type Rankable = { priority?: number | null; hits?: number | null; viewsCount?: number | null };

/**
 * Spec section 9: priority ascending, then hits (or viewsCount) descending. Items without a
 * priority come after those with one; ties keep their original order (Array.sort is stable).
 */
export function sortByPriorityThenHits<T extends Rankable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byPriority = priorityOf(a) - priorityOf(b);
    if (byPriority !== 0) return byPriority;
    return popularityOf(b) - popularityOf(a);
  });
}

/** Most viewed first; priority breaks ties so the editors' order still counts. */
export function sortByHits<T extends Rankable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => popularityOf(b) - popularityOf(a) || priorityOf(a) - priorityOf(b));
}

function priorityOf(item: Rankable): number {
  return typeof item.priority === 'number' && Number.isFinite(item.priority) ? item.priority : Number.POSITIVE_INFINITY;
}

function popularityOf(item: Rankable): number {
  return item.hits ?? item.viewsCount ?? 0;
}

/** Spec section 9: news by date, newest first (ISO dates compare as text). */
export function sortByDateDesc<T extends { date_posted?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (b.date_posted ?? '').localeCompare(a.date_posted ?? ''));
}
