import type { AreaId } from '@/lib/schemas/attraction';

/** The three scenic areas: their page slug, id (spec: 51, 52, 53) and hero illustration. */
export const areas = [
  { slug: 'lion', id: 51, image: '/images/areas/lion.webp' },
  { slug: 'lishan', id: 52, image: '/images/areas/lishan.webp' },
  { slug: 'bagua', id: 53, image: '/images/areas/bagua.webp' },
] as const satisfies readonly { slug: string; id: AreaId; image: string }[];

export type AreaSlug = (typeof areas)[number]['slug'];

export function areaBySlug(slug: AreaSlug) {
  return areas.find((area) => area.slug === slug)!;
}
