import 'server-only';
import { readDataFile } from './data-file';
import { z } from 'zod';
import type glossariesJsonFile from '@/data/glossaries.json';
import { glossarySeedSchema, type GlossarySeed, type GlossaryWire } from '@/lib/schemas/glossary';
import { createSeedStore } from './seed-store';

const glossariesJson = readDataFile<typeof glossariesJsonFile>('glossaries.json');

/** Official or most widely used English names of the area's places (data-sources/names_en_ja.json). */
export const glossaryStore = createSeedStore('glossaries', z.array(glossarySeedSchema).parse(glossariesJson));

export function toGlossaryWire(seed: GlossarySeed): GlossaryWire {
  return {
    id: seed.id,
    type: 'glossary',
    categories: [seed.categoryId],
    glossary: seed.glossary,
    translation: seed.translation,
  };
}
