import 'server-only';
import { eventStore, toEventWire } from '../content/events';
import { glossaryStore, toGlossaryWire } from '../content/glossaries';
import { envelope } from './envelope';
import type { EndpointRequest } from '../http';
import { newsStore, toNewsWire } from '../content/news';
import { toTrailWire, trailStore } from '../content/trails';
import { createListDetailHandlers } from './list-detail';

export const trailHandlers = createListDetailHandlers({ resource: 'hiking-trails', store: trailStore, toWire: toTrailWire });
export const eventHandlers = createListDetailHandlers({ resource: 'activities', store: eventStore, toWire: toEventWire });
export const newsHandlers = createListDetailHandlers({ resource: 'news', store: newsStore, toWire: toNewsWire });

/** GET glossaries — the whole bilingual glossary (it is small); no views are counted. */
export async function glossariesHandler({ lang }: EndpointRequest) {
  return envelope(lang, glossaryStore.all().map(toGlossaryWire));
}
