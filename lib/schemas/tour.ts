import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { tripDaysSchema } from './trail';
import { tourCategoryIds } from './choice-ids';

export { tourCategoryIds };

/** Spec section 2: tour categories (query `category` of /tours). */
export const tourCategorySchema = z.union([z.literal(10143), z.literal(10146), z.literal(10144), z.literal(10142)]);
export type TourCategoryId = z.infer<typeof tourCategorySchema>;

/** One suggested itinerary as /_api/{lang}/tours sends it. */
export const tourWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('tour'),
  name: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  stops: z.array(z.string().min(1)),
  travelInfo: z.string().optional(),
  days: tripDaysSchema,
  attractionIds: z.array(z.number().int().positive()),
  viewsCount: z.number().int().nonnegative(),
});
export type TourWire = z.infer<typeof tourWireSchema>;

export const tourSeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  category: tourCategorySchema,
  days: tripDaysSchema,
  /** Attractions of the seed catalogue visited on the way (linked from the detail page). */
  attractionIds: z.array(z.number().int().positive()).default([]),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    description: z.string().min(1),
    stops: z.array(z.string().min(1)).min(2),
    travelInfo: z.string().min(1).optional(),
  }),
});
export type TourSeed = z.infer<typeof tourSeedSchema>;
