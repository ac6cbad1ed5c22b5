import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { souvenirCategoryIds } from './choice-ids';

export { souvenirCategoryIds };

/** Souvenir kinds: 201 tea, 202 fruit and farm produce, 203 local food, 204 crafts. */
export const souvenirCategorySchema = z.union([z.literal(201), z.literal(202), z.literal(203), z.literal(204)]);

/** One local product as /_api/{lang}/souvenirs sends it. */
export const souvenirWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('souvenir'),
  name: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  season: z.string().optional(),
  whereToBuy: z.string().optional(),
  viewsCount: z.number().int().nonnegative(),
});
export type SouvenirWire = z.infer<typeof souvenirWireSchema>;

export const souvenirSeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  category: souvenirCategorySchema,
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    description: z.string().min(1),
    season: z.string().min(1).optional(),
    whereToBuy: z.string().min(1).optional(),
  }),
});
export type SouvenirSeed = z.infer<typeof souvenirSeedSchema>;
