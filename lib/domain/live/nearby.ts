import type { LatLng } from '@/lib/domain/latlng';
import { haversineKm } from './distance';

/** Spec section 9: "Nearby ranges: bus stops 1 km, parking 1 km, toilets 0.5 km; parking limit 30 results. Default nearby range 1." */
export const nearbyRangesKm = { busStop: 1, parking: 1, toilet: 0.5 } as const;
export const defaultNearbyRangeKm = 1;
export const parkingResultLimit = 30;
/** Upper bound of a caller-chosen range: larger circles only cost time and say nothing "nearby". */
export const maxNearbyRangeKm = 20;

export type WithDistance<T> = T & { distance: number };

/**
 * The items within `km` of `origin`, nearest first, each with its `distance` in km attached.
 * Items without a usable position are left out (they cannot be "near").
 */
export function withinRange<T extends LatLng>(items: readonly T[], origin: LatLng, km: number): WithDistance<T>[] {
  return items
    .filter((item) => Number.isFinite(item.lat) && Number.isFinite(item.lng))
    .map((item) => ({ ...item, distance: haversineKm(origin, item) }))
    .filter((item) => item.distance <= km)
    .sort((a, b) => a.distance - b.distance);
}
