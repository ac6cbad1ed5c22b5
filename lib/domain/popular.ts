import { sortByHits } from './sort';

/** Spec section 9: the top 5 attractions of each area, by hits. */
export const topPerArea = 5;

type Ranked = { areaId?: number; hits?: number; viewsCount?: number; priority?: number | null };

/** Each area's most viewed items (at most five), in the order the areas are given; empty areas are left out. */
export function topByHitsPerArea<T extends Ranked, A extends number>(
  items: readonly T[],
  areas: readonly A[],
): { areaId: A; top: T[] }[] {
  return areas
    .map((areaId) => ({ areaId, top: sortByHits(items.filter((item) => item.areaId === areaId)).slice(0, topPerArea) }))
    .filter((group) => group.top.length > 0);
}
