import { z } from 'zod';
import { sourcesSchema } from './localized';
import { glossaryCategoryIds } from './choice-ids';

export { glossaryCategoryIds };

/** Glossary categories (message keys Glossary.categories.{id}). */

/** One entry of the bilingual (Chinese–English) glossary; the same in every language. */
export const glossaryWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('glossary'),
  categories: z.array(z.number().int()).min(1),
  glossary: z.string().min(1),
  translation: z.string().min(1),
});
export type GlossaryWire = z.infer<typeof glossaryWireSchema>;

export const glossarySeedSchema = z.object({
  id: z.number().int().positive(),
  categoryId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  glossary: z.string().min(1),
  translation: z.string().min(1),
  sources: sourcesSchema,
});
export type GlossarySeed = z.infer<typeof glossarySeedSchema>;
