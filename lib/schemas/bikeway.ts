import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { statusSinceField } from './site-status';
import { routeSeedText, siteStatusSchema, trailWireSchema, tripDaysSchema } from './trail';

const oneToFive = z.number().int().min(1).max(5);

const bikewayFacts = {
  lengthKm: z.number().positive().max(300).optional(),
  minutes: z
    .number()
    .int()
    .positive()
    .max(60 * 24)
    .optional(),
  difficulty: oneToFive.optional(),
  status: siteStatusSchema,
  ...statusSinceField,
  days: tripDaysSchema.optional(),
};

/** One cycling route as /_api/{lang}/biking-trails sends it: a trail's fields without grade or altitude. */
export const bikewayWireSchema = trailWireSchema
  .omit({ type: true, level: true, altitudeMin: true, altitudeMax: true })
  .extend({ type: z.literal('bikeway'), ...bikewayFacts });
export type BikewayWire = z.infer<typeof bikewayWireSchema>;

export const bikewaySeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  sources: sourcesSchema,
  ...bikewayFacts,
  i18n: localizedTextSchema(routeSeedText),
});
export type BikewaySeed = z.infer<typeof bikewaySeedSchema>;
