import 'server-only';
import { listAttractions } from '@/lib/api/attractions';
import { listTrails } from '@/lib/api/trails';
import { areas } from '@/lib/content/areas';
import { filterByCategory } from '@/lib/domain/category';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
import { packPaths } from './save-pack';

/**
 * The pack "Save for offline" keeps for a page, made on the server from the same lists the area
 * page shows: the page box draws it (components/offline/save-for-offline-section.tsx) and the size
 * route measures it (app/offline-pack.json/route.ts), so neither takes a list of pages from the
 * browser. Undefined for a page that has no pack: not an area page, nor a trail or attraction
 * (visitor centres included) of one of the three areas.
 */
export async function packForPage(locale: Locale, page: string): Promise<string[] | undefined> {
  const [trails, attractions, centres] = await Promise.all([
    listTrails(locale),
    listAttractions(locale),
    listAttractions(locale, 'visitor-center'),
  ]);
  const detail = /^\/(trails|attractions)\/(\d{1,9})$/.exec(page);
  const place = detail
    ? (detail[1] === 'trails' ? trails.items : [...attractions.items, ...centres.items]).find(
        (item) => item.id === Number(detail[2]),
      )
    : undefined;
  const area = detail
    ? areas.find((candidate) => place?.categories.includes(candidate.id))
    : areas.find((candidate) => `/${candidate.slug}` === page);
  if (!area) return undefined;
  return packPaths({
    locale,
    page,
    areaPage: `/${area.slug}`,
    origin: place?.lat !== undefined && place.lng !== undefined ? { lat: place.lat, lng: place.lng } : undefined,
    trails: sortByPriorityThenHits(filterByCategory(trails.items, area.id)),
    attractions: sortByPriorityThenHits(filterByCategory(attractions.items, area.id)),
    visitorCentres: sortByPriorityThenHits(filterByCategory(centres.items, area.id)),
  });
}
