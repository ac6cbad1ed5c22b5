import type { SiteStatus } from '@/lib/schemas/site-status';

/** The kinds of place with an operating status (spec section 4), as the closures page lists them. */
export const closureKinds = ['attraction', 'trail', 'bikeway'] as const;
export type ClosureKind = (typeof closureKinds)[number];

/** Where each kind's detail pages are. */
export const closureDetailBase: Record<ClosureKind, '/attractions' | '/trails' | '/bikeways'> = {
  attraction: '/attractions',
  trail: '/trails',
  bikeway: '/bikeways',
};

/** The fields of an attraction, trail or cycling route the closures page reads. */
export type StatusedPlace = {
  id: number;
  name: string;
  priority: number;
  status?: SiteStatus;
  statusNote?: string;
  statusSince?: string;
  areaId?: number;
  areaName?: string;
  lat?: number;
  lng?: number;
};

export type NotOpenStatus = Exclude<SiteStatus, 1>;
export type Closure<P extends StatusedPlace = StatusedPlace> = P & { kind: ClosureKind; status: NotOpenStatus };

/** Whether a place is anything but normal/open; a record with no status says nothing, so it is not listed. */
export function isNotOpen<P extends StatusedPlace>(place: P): place is P & { status: NotOpenStatus } {
  return place.status !== undefined && place.status !== 1;
}

// Closed before renovation before "to be confirmed": what stops a visitor most comes first.
const statusRank: Record<NotOpenStatus, number> = { 0: 0, 3: 1, 2: 2, 9: 3 };

/**
 * Issue 25 §6: every attraction, trail and cycling route whose status is 0, 2, 3 or 9. Ordered by
 * status as above, then the most recent start first (a record without one after those with one),
 * then attractions, trails, cycling routes, then the records' own priority.
 */
export function listClosures<P extends StatusedPlace>(places: Record<ClosureKind, readonly P[]>): Closure<P>[] {
  const closures = closureKinds.flatMap((kind) =>
    places[kind].filter(isNotOpen).map((place) => ({ ...place, kind }) as Closure<P>),
  );
  return closures.sort(
    (a, b) =>
      statusRank[a.status] - statusRank[b.status] ||
      (b.statusSince ?? '').localeCompare(a.statusSince ?? '') ||
      closureKinds.indexOf(a.kind) - closureKinds.indexOf(b.kind) ||
      a.priority - b.priority,
  );
}
