import { z } from 'zod';
import { localizedTextSchema, sourcesSchema } from './localized';

/** Link groups: 601 government, 602 transport, 603 lodging and travel, 604 local tourism. */
export const linkCategoryIds = [601, 602, 603, 604] as const;
export const linkCategorySchema = z.union([z.literal(601), z.literal(602), z.literal(603), z.literal(604)]);

/** One related website as /_api/{lang}/links sends it. */
export const relatedLinkWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('link'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  title: z.string().min(1),
  summary: z.string().optional(),
  url: z.url(),
});
export type RelatedLinkWire = z.infer<typeof relatedLinkWireSchema>;

export const relatedLinkSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  category: linkCategorySchema,
  url: z.url(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1) }),
});
export type RelatedLinkSeed = z.infer<typeof relatedLinkSeedSchema>;
