import 'server-only';
import { eventStore, toEventWire } from '../content/events';
import { glossaryStore, toGlossaryWire } from '../content/glossaries';
import { envelope } from './envelope';
import type { EndpointRequest } from '../http';
import { newsStore, toNewsWire } from '../content/news';
import { toTrailWire, trailStore } from '../content/trails';
import { createListDetailHandlers } from './list-detail';
import { readHits } from '../db/hits';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderForFeature } from '@/lib/domain/featured-events';

export const trailHandlers = createListDetailHandlers({
  resource: 'hiking-trails',
  store: trailStore,
  toWire: toTrailWire,
});
export const eventHandlers = createListDetailHandlers({
  resource: 'activities',
  store: eventStore,
  toWire: toEventWire,
});
export const newsHandlers = createListDetailHandlers({ resource: 'news', store: newsStore, toWire: toNewsWire });

/** GET glossaries — the whole bilingual glossary (it is small); no views are counted. */
export async function glossariesHandler({ lang }: EndpointRequest) {
  return envelope(lang, glossaryStore.all().map(toGlossaryWire));
}

/** How many events the home page slider shows. */
const sliderSize = 6;

/** GET event-slider — the events the home page features (see orderForFeature). */
export async function eventSliderHandler({ lang }: EndpointRequest) {
  const featured = orderForFeature(eventStore.all(), todayInTaiwan()).slice(0, sliderSize);
  const counts = await readHits('activities');
  return envelope(
    lang,
    featured.map((seed) => toEventWire(seed, lang, counts.get(seed.id) ?? 0)),
  );
}
