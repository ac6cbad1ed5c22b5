import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { tripDays } from './choice-ids';
import { siteStatusSchema, statusNoteField, statusSinceField } from './site-status';

export { tripDays };

export { siteStatuses, siteStatusSchema, type SiteStatus } from './site-status';

const oneToFive = z.number().int().min(1).max(5);
/** Spec section 9: trip duration options. */
export const tripDaysSchema = z.union([z.literal(0.5), z.literal(1), z.literal(2), z.literal(3)]);

const trailFacts = {
  lengthKm: z.number().positive().max(100).optional(),
  minutes: z
    .number()
    .int()
    .positive()
    .max(60 * 24 * 3)
    .optional(),
  level: oneToFive.optional(),
  difficulty: oneToFive.optional(),
  altitudeMin: z.number().int().min(0).max(4000).optional(),
  altitudeMax: z.number().int().min(0).max(4000).optional(),
  status: siteStatusSchema,
  ...statusSinceField,
  days: tripDaysSchema.optional(),
};

/** One trail as /_api/{lang}/hiking-trails sends it (a common list item plus trail facts). */
export const trailWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('trail'),
  name: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  travelInfo: z.string().optional(),
  ...statusNoteField,
  viewsCount: z.number().int().nonnegative(),
  ...trailFacts,
});
export type TrailWire = z.infer<typeof trailWireSchema>;

/** The texts a route (trail or cycling route) is written with in each language. */
export const routeSeedText = {
  name: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().min(1),
  start: z.string().min(1).optional(),
  end: z.string().min(1).optional(),
  travelInfo: z.string().min(1).optional(),
  ...statusNoteField,
};

export const trailSeedSchema = z
  .object({
    ...placedSeedFields,
    areaId: areaIdSchema,
    sources: sourcesSchema,
    ...trailFacts,
    i18n: localizedTextSchema(routeSeedText),
  })
  .refine(
    (trail) =>
      trail.altitudeMin === undefined || trail.altitudeMax === undefined || trail.altitudeMin <= trail.altitudeMax,
    'altitudeMin above altitudeMax',
  );
export type TrailSeed = z.infer<typeof trailSeedSchema>;
