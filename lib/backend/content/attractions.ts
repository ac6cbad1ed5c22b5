import 'server-only';
import { z } from 'zod';
import lion from '@/data/attractions/lion.json';
import lishan from '@/data/attractions/lishan.json';
import bagua from '@/data/attractions/bagua.json';
import type { ApiLang } from '@/lib/i18n/locales';
import { attractionSeedSchema, type AttractionSeed, type AttractionWire } from '@/lib/schemas/attraction';
import { countyIdOfZipcode } from './taxonomy';

// Validated once at load: a bad seed file fails the build and the tests, not a visitor's request.
const seeds: AttractionSeed[] = z.array(attractionSeedSchema).parse([...lion, ...lishan, ...bagua]);

export function listAttractionSeeds(): readonly AttractionSeed[] {
  return seeds;
}

export function findAttractionSeed(id: number): AttractionSeed | undefined {
  return seeds.find((seed) => seed.id === id);
}

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
    county_id: countyIdOfZipcode(seed.zipcode),
    latlng: seed.lat !== undefined && seed.lng !== undefined ? `${seed.lat},${seed.lng}` : undefined,
    hits,
    images: seed.images,
  };
}
