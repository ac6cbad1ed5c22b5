import 'server-only';
import { z } from 'zod';
import glossariesJson from '@/data/glossaries.json';
import { glossarySeedSchema, type GlossarySeed, type GlossaryWire } from '@/lib/schemas/glossary';
import { createSeedStore } from './seed-store';

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
