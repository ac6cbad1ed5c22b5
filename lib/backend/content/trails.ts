import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { trailSeedSchema, type TrailSeed, type TrailWire } from '@/lib/schemas/trail';
import { createSeedStore, toLatlng } from './seed-store';
import { commonListFields } from './common-list-fields';

const trailsJson = readDataFile('trails.json');

export const trailStore = createSeedStore('hiking-trails', z.array(trailSeedSchema).parse(trailsJson));

export function toTrailWire(seed: TrailSeed, lang: ApiLang, views: number): TrailWire {
  const { i18n, areaId, lat, lng, sources: _sources, ...facts } = seed;
  return {
    ...facts,
    ...i18n[lang],
    type: 'trail',
    categories: [areaId],
    ...commonListFields(seed),
    latlng: toLatlng(lat, lng),
    viewsCount: views,
  };
}
