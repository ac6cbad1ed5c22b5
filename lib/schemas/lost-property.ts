import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/**
 * One item handed in as lost property, as /_api/{lang}/lost-property sends it (spec section 3:
 * serialNumber, date). What it is and where it was found and can be collected are in the
 * language asked for; nothing about whoever lost or found it.
 */
export const lostPropertyWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('lost-property'),
  categories: z.array(z.number().int()),
  serialNumber: z.string().min(1),
  /** The day it was found, in Taiwan time. */
  date: isoDateSchema,
  item: z.string().min(1),
  foundAt: z.string().min(1),
  collectAt: z.string().min(1),
});
export type LostPropertyWire = z.infer<typeof lostPropertyWireSchema>;

/** Seed record in data/lost-property.json: empty until the office publishes a real record. */
export const lostPropertySeedSchema = z.object({
  id: z.number().int().positive(),
  serialNumber: z.string().min(1),
  date: isoDateSchema,
  areaId: areaIdSchema.optional(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ item: z.string().min(1), foundAt: z.string().min(1), collectAt: z.string().min(1) }),
});
export type LostPropertySeed = z.infer<typeof lostPropertySeedSchema>;
