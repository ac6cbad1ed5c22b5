import type { AreaId } from '@/lib/schemas/attraction';

/**
 * The three scenic areas: their page slug, id (spec: 51, 52, 53), hero illustration, and the
 * postal code whose weather, UV and air quality the area page shows (the township of its main
 * visitor centre: 南庄 353, 和平 424 for Lishan, 彰化市 500 for Baguashan).
 */
export const areas = [
  { slug: 'lion', id: 51, image: '/images/areas/lion.webp', zipcode: '353' },
  { slug: 'lishan', id: 52, image: '/images/areas/lishan.webp', zipcode: '424' },
  { slug: 'bagua', id: 53, image: '/images/areas/bagua.webp', zipcode: '500' },
] as const satisfies readonly { slug: string; id: AreaId; image: string; zipcode: string }[];

export type AreaSlug = (typeof areas)[number]['slug'];

export function areaBySlug(slug: AreaSlug) {
  return areas.find((area) => area.slug === slug)!;
}
