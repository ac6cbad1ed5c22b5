import { z } from 'zod';
import { imageSchema, linkSchema, listItemWireFields, zipcodeSchema } from './common';
import { areaIds, attractionTypes } from './choice-ids';
import { siteStatusSchema, statusNoteField, statusSinceField } from './site-status';

export { areaIds, attractionTypes };

export type AreaId = (typeof areaIds)[number];
export const areaIdSchema = z.union([z.literal(51), z.literal(52), z.literal(53)]);

export const attractionTypeSchema = z.enum(attractionTypes);
export type AttractionType = z.infer<typeof attractionTypeSchema>;

/** One attraction as the /_api/{lang}/attractions contract sends it (a common list item). */
export const attractionWireSchema = z.object({
  ...listItemWireFields,
  type: attractionTypeSchema,
  name: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  openingHours: z.string().optional(),
  travelInfo: z.string().optional(),
  website: linkSchema.optional(),
  hits: z.number().int().nonnegative(),
  /** Operating status where the record has one (spec section 4); absent means none is known. */
  status: siteStatusSchema.optional(),
  ...statusSinceField,
  ...statusNoteField,
});
export type AttractionWire = z.infer<typeof attractionWireSchema>;

/** Seed record in data/attractions/*.json: one record, all three backend languages. */
const seedTextSchema = z.object({
  name: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().min(1),
  address: z.string().min(1).optional(),
  openingHours: z.string().min(1).optional(),
  travelInfo: z.string().min(1).optional(),
  ...statusNoteField,
});

export const attractionSeedSchema = z.object({
  id: z.number().int().positive(),
  source: z.string().nullable(),
  type: attractionTypeSchema,
  areaId: areaIdSchema,
  priority: z.number().int(),
  zipcode: zipcodeSchema,
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  phone: z
    .string()
    .regex(/^0\d{1,3}-\d{5,8}$/)
    .optional(),
  website: z.url().optional(),
  status: siteStatusSchema.optional(),
  ...statusSinceField,
  images: z.array(imageSchema),
  i18n: z.object({ 'zh-tw': seedTextSchema, en: seedTextSchema, ja: seedTextSchema }),
});
export type AttractionSeed = z.infer<typeof attractionSeedSchema>;
