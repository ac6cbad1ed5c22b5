import 'server-only';
import { topByHitsPerArea } from '@/lib/domain/popular';
import { areaIds } from '@/lib/schemas/attraction';
import { attractionStore } from '../content/attractions';
import { menuSeeds, toMenuWire } from '../content/menus';
import { listAreas } from '../content/taxonomy';
import { readHits } from '../db/hits';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';

/**
 * GET menus — our addition to the contract: the navigation tree in the request language. Items of
 * type "attraction" carry one unit per area with its top five attractions by live hits.
 */
export async function menusHandler({ lang }: EndpointRequest) {
  const hits = await readHits('attractions');
  const attractions = attractionStore
    .all()
    .filter((seed) => seed.type === 'attraction')
    .map((seed) => ({ ...seed, hits: hits.get(seed.id) ?? 0 }));
  const areas = listAreas(lang);
  const slugs: Record<number, string> = { 51: '/lion', 52: '/lishan', 53: '/bagua' };
  const units = topByHitsPerArea(attractions, areaIds).map(({ areaId, top }) => ({
    title: areas.find((area) => area.id === areaId)?.name ?? String(areaId),
    url: slugs[areaId],
    links: top.map((seed) => ({ title: seed.i18n[lang].name, url: `/attractions/${seed.id}` })),
  }));
  return envelope(
    lang,
    menuSeeds.map((seed) => toMenuWire(seed, lang, (item) => (item.type === 'attraction' ? units : undefined))),
  );
}
