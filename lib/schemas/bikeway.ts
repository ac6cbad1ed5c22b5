import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema, latlngSchema, placedSeedFields, zipcodeSchema } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';
import { siteStatusSchema, tripDaysSchema } from './trail';

const oneToFive = z.number().int().min(1).max(5);

const bikewayFacts = {
  lengthKm: z.number().positive().max(300).optional(),
  minutes: z.number().int().positive().max(60 * 24).optional(),
  difficulty: oneToFive.optional(),
  status: siteStatusSchema,
  days: tripDaysSchema.optional(),
};

/** One cycling route as /_api/{lang}/biking-trails sends it. */
export const bikewayWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('bikeway'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  name: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  travelInfo: z.string().optional(),
  zipcode: zipcodeSchema.optional(),
  county_id: z.number().int().optional(),
  latlng: latlngSchema.optional(),
  viewsCount: z.number().int().nonnegative(),
  images: z.array(imageSchema),
  ...bikewayFacts,
});
export type BikewayWire = z.infer<typeof bikewayWireSchema>;

export const bikewaySeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  sources: sourcesSchema,
  ...bikewayFacts,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    description: z.string().min(1),
    start: z.string().min(1).optional(),
    end: z.string().min(1).optional(),
    travelInfo: z.string().min(1).optional(),
  }),
});
export type BikewaySeed = z.infer<typeof bikewaySeedSchema>;
