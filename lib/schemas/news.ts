import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';
import { newsCategoryIds } from './choice-ids';

export { newsCategoryIds };

/** News categories: 1 news, 2 events and activities, 3 traffic and service notices. */

export const newsWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('news'),
  categories: z.array(z.number().int()).min(1),
  title: z.string().min(1),
  summary: z.string().optional(),
  body: z.string().optional(),
  date_posted: isoDateSchema,
  viewsCount: z.number().int().nonnegative(),
  images: z.array(imageSchema),
});
export type NewsWire = z.infer<typeof newsWireSchema>;

export const newsSeedSchema = z.object({
  id: z.number().int().positive(),
  datePosted: isoDateSchema,
  categories: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).min(1),
  areaId: areaIdSchema.optional(),
  images: z.array(imageSchema),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1), body: z.string().min(1) }),
});
export type NewsSeed = z.infer<typeof newsSeedSchema>;
