import 'server-only';
import { z } from 'zod';
import lion from '@/data/attractions/lion.json';
import lishan from '@/data/attractions/lishan.json';
import bagua from '@/data/attractions/bagua.json';
import type { ApiLang } from '@/lib/i18n/locales';
import { attractionSeedSchema, type AttractionSeed, type AttractionWire } from '@/lib/schemas/attraction';
import { createSeedStore, toLatlng } from './seed-store';
import { commonListFields } from './common-list-fields';

// Validated once at load: a bad seed file fails the build and the tests, not a visitor's request.
export const attractionStore = createSeedStore(
  'attractions',
  z.array(attractionSeedSchema).parse([...lion, ...lishan, ...bagua]),
);

/** A seed record in one language, shaped as the contract's list item. */
export function toAttractionWire(seed: AttractionSeed, lang: ApiLang, hits: number): AttractionWire {
  const text = seed.i18n[lang];
  return {
    id: seed.id,
    type: seed.type,
    priority: seed.priority,
    categories: [seed.areaId],
    name: text.name,
    summary: text.summary,
    description: text.description,
    address: text.address,
    phone: seed.phone,
    openingHours: text.openingHours,
    travelInfo: text.travelInfo,
    website: seed.website,
    zipcode: seed.zipcode,
    ...commonListFields(seed),
    latlng: toLatlng(seed.lat, seed.lng),
    hits,
    images: seed.images,
    status: seed.status,
    statusSince: seed.statusSince,
    statusNote: text.statusNote,
  };
}
