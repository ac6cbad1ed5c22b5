import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { ecologyCategoryIds } from './choice-ids';

export { ecologyCategoryIds };

/** Flora and fauna groups: 301 birds, 302 insects, 303 fish, 304 other animals, 305 plants. */
export const ecologyCategorySchema = z.union([
  z.literal(301),
  z.literal(302),
  z.literal(303),
  z.literal(304),
  z.literal(305),
]);

/** One species as /_api/{lang}/flora-and-fauna sends it. */
export const ecologyWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('ecology'),
  name: z.string().min(1),
  scientificName: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  habitat: z.string().optional(),
  season: z.string().optional(),
  conservation: z.string().optional(),
  viewsCount: z.number().int().nonnegative(),
});
export type EcologyWire = z.infer<typeof ecologyWireSchema>;

export const ecologySeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  category: ecologyCategorySchema,
  scientificName: z.string().min(1),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    description: z.string().min(1),
    habitat: z.string().min(1).optional(),
    season: z.string().min(1).optional(),
    conservation: z.string().min(1).optional(),
  }),
});
export type EcologySeed = z.infer<typeof ecologySeedSchema>;
