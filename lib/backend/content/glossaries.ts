import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import { glossarySeedSchema, type GlossarySeed, type GlossaryWire } from '@/lib/schemas/glossary';
import { createSeedStore } from './seed-store';

const glossariesJson = readDataFile('glossaries.json');

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
