import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type lionFile from '@/data/attractions/lion.json';
import type lishanFile from '@/data/attractions/lishan.json';
import type baguaFile from '@/data/attractions/bagua.json';
import type { ApiLang } from '@/lib/i18n/locales';
import { attractionSeedSchema, type AttractionSeed, type AttractionWire } from '@/lib/schemas/attraction';
import { createSeedStore, toLatlng } from './seed-store';
import { commonListFields } from './common-list-fields';

const lion = readDataFile<typeof lionFile>('attractions/lion.json');
const lishan = readDataFile<typeof lishanFile>('attractions/lishan.json');
const bagua = readDataFile<typeof baguaFile>('attractions/bagua.json');

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

/**
 * The name in `lang` of the site's attraction or visitor centre that a public service names in
 * Chinese (a toilet at "南庄遊客中心"): the one of exactly that name, or the one whose name only adds
 * a second name to it (谷關遊客中心暨入關博物館, 八卦山脈生態遊客中心（灰面鵟鷹主題館）), with its address
 * in `lang` when the service gives the same Chinese address as the site does (a toilet elsewhere
 * on the grounds keeps its own). Undefined for a place the site does not describe.
 */
export function attractionTextIn(
  chineseName: string,
  chineseAddress: string,
  lang: ApiLang,
): { name: string; address?: string } | undefined {
  const seeds = attractionStore.all();
  const seed =
    seeds.find((candidate) => candidate.i18n['zh-tw'].name === chineseName) ??
    seeds.find((candidate) => {
      const name = candidate.i18n['zh-tw'].name;
      return name.startsWith(chineseName) && /^[（(暨]/.test(name.slice(chineseName.length));
    });
  if (!seed) return undefined;
  const { name, address } = seed.i18n[lang];
  return seed.i18n['zh-tw'].address === chineseAddress.trim() && address ? { name, address } : { name };
}
