import 'server-only';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderForFeature } from '@/lib/domain/featured-events';
import { topByHitsPerArea } from '@/lib/domain/popular';
import type { ApiLang } from '@/lib/i18n/locales';
import { areaIds } from '@/lib/schemas/attraction';
import type { MenuUnit } from '@/lib/schemas/menu';
import { attractionStore } from '../content/attractions';
import { eventStore } from '../content/events';
import { menuSeeds, toMenuWire } from '../content/menus';
import { listAreas } from '../content/taxonomy';
import { readHits } from '../db/hits';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';

/** How many events the menu's event item shows. */
const menuEventCount = 3;
const areaPaths: Record<number, string> = { 51: '/lion', 52: '/lishan', 53: '/bagua' };

/** The attraction item: one unit per area with its top five attractions by live hits (spec section 9). */
async function topAttractionUnits(lang: ApiLang): Promise<MenuUnit[]> {
  const hits = await readHits('attractions');
  const attractions = attractionStore
    .all()
    .filter((seed) => seed.type === 'attraction')
    .map((seed) => ({ ...seed, hits: hits.get(seed.id) ?? 0 }));
  const areas = listAreas(lang);
  return topByHitsPerArea(attractions, areaIds).map(({ areaId, top }) => ({
    title: areas.find((area) => area.id === areaId)?.name ?? String(areaId),
    url: areaPaths[areaId],
    links: top.map((seed) => ({ title: seed.i18n[lang].name, url: `/attractions/${seed.id}` })),
  }));
}

/** The event item: the events the site features now (the home slider's order), with their dates. */
function featuredEventUnit(lang: ApiLang, title: string): MenuUnit {
  const events = orderForFeature(eventStore.all(), todayInTaiwan()).slice(0, menuEventCount);
  return {
    title,
    links: events.map((seed) => ({
      title: seed.i18n[lang].title,
      url: `/events/${seed.id}`,
      date_begin: seed.dateBegin,
      date_end: seed.dateEnd,
    })),
  };
}

/**
 * GET menus — our addition to the contract: the navigation tree in the request language. Items of
 * type "attraction" and "event" carry units computed from live data.
 */
export async function menusHandler({ lang }: EndpointRequest) {
  const attractionUnits = await topAttractionUnits(lang);
  return envelope(
    lang,
    menuSeeds.map((seed) =>
      toMenuWire(seed, lang, (item) => {
        if (item.type === 'attraction') return attractionUnits;
        if (item.type === 'event') return [featuredEventUnit(lang, item.i18n[lang].title)];
        return undefined;
      }),
    ),
  );
}
