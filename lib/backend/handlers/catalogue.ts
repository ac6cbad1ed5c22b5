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

export const trailHandlers = createListDetailHandlers({ resource: 'hiking-trails', store: trailStore, toWire: toTrailWire });
export const eventHandlers = createListDetailHandlers({ resource: 'activities', store: eventStore, toWire: toEventWire });
export const newsHandlers = createListDetailHandlers({ resource: 'news', store: newsStore, toWire: toNewsWire });

/** GET glossaries — the whole bilingual glossary (it is small); no views are counted. */
export async function glossariesHandler({ lang }: EndpointRequest) {
  return envelope(lang, glossaryStore.all().map(toGlossaryWire));
}

/** How many events the home page slider shows. */
const sliderSize = 6;

/**
 * GET event-slider — the events the home page features: those running now or coming up (soonest
 * first), then seasonal events without announced dates (editorial order), then, to fill the
 * slider, the latest past editions (newest first) so the home page never shows an empty strip.
 */
export async function eventSliderHandler({ lang }: EndpointRequest) {
  const today = todayInTaiwan();
  const all = eventStore.all();
  const dated = all.filter((e) => e.dateBegin && (e.dateEnd ?? e.dateBegin) >= today).sort((a, b) => a.dateBegin!.localeCompare(b.dateBegin!));
  const seasonal = all.filter((e) => !e.dateBegin).sort((a, b) => a.priority - b.priority);
  const past = all.filter((e) => e.dateBegin && (e.dateEnd ?? e.dateBegin) < today).sort((a, b) => b.dateBegin!.localeCompare(a.dateBegin!));
  const counts = await readHits('activities');
  return envelope(lang, [...dated, ...seasonal, ...past].slice(0, sliderSize).map((seed) => toEventWire(seed, lang, counts.get(seed.id) ?? 0)));
}
