import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { eventSeedSchema, type EventSeed, type EventWire } from '@/lib/schemas/event';
import { createSeedStore, toLatlng } from './seed-store';

const eventsJson = readDataFile('events.json');

export const eventStore = createSeedStore('activities', z.array(eventSeedSchema).parse(eventsJson));

export function toEventWire(seed: EventSeed, lang: ApiLang, views: number): EventWire {
  return {
    id: seed.id,
    type: 'event',
    priority: seed.priority,
    categories: [seed.areaId],
    ...seed.i18n[lang],
    date_begin: seed.dateBegin,
    date_end: seed.dateEnd,
    website: seed.website,
    status: seed.status,
    zipcode: seed.zipcode,
    latlng: toLatlng(seed.lat, seed.lng),
    viewsCount: views,
    images: seed.images,
  };
}
