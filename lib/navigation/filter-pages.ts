import { areaIds, attractionTypes } from '@/lib/schemas/choice-ids';
import type { SectionKey } from '@/lib/sections';

/**
 * The address of the attractions list for one area (?category=) and kind (?type=visitor-center):
 * the area links of the page, its canonical address and its sitemap entries all come from here.
 */
export function attractionsHref(
  category: (typeof areaIds)[number] | undefined,
  type: (typeof attractionTypes)[number],
): string {
  const params = new URLSearchParams();
  if (type === 'visitor-center') params.set('type', type);
  if (category) params.set('category', String(category));
  const query = params.toString();
  return query ? `/attractions?${query}` : '/attractions';
}

/**
 * The filtered lists of each section whose registry entry says `filterPages` (lib/sections.ts):
 * every area and kind of the attractions list other than the whole list itself. A unit test checks
 * that the two name the same sections.
 */
export const filterPagesOf: Partial<Record<SectionKey, readonly string[]>> = {
  attractions: attractionTypes
    .flatMap((type) => [undefined, ...areaIds].map((area) => attractionsHref(area, type)))
    .filter((href) => href.includes('?')),
};
