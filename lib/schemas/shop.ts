import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { localizedTextSchema, sourcesSchema } from './localized';

/**
 * A shop that sells the area's products, as /_api/{lang}/shops sends it (spec section 3: tags are
 * the ids of the local brands it carries, tourismBrandId the tourism brand it belongs to).
 */
export const shopWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('shop'),
  categories: z.array(z.number().int()),
  name: z.string().min(1),
  address: z.string().min(1).optional(),
  phone: z.string().min(1).optional(),
  website: z.url({ protocol: /^https?$/ }).optional(),
  tags: z.array(z.number().int().positive()),
  tourismBrandId: z.number().int().positive().optional(),
  /** The souvenirs of this site it sells, by id: their pages list it under "Where to buy". */
  souvenirIds: z.array(z.number().int().positive()),
});
export type ShopWire = z.infer<typeof shopWireSchema>;

/** Seed record in data/shops.json: only real shops with sources; none could be sourced yet. */
export const shopSeedSchema = z.object({
  id: z.number().int().positive(),
  areaId: areaIdSchema.optional(),
  phone: z.string().min(1).optional(),
  website: z.url({ protocol: /^https?$/ }).optional(),
  tags: z.array(z.number().int().positive()).default([]),
  tourismBrandId: z.number().int().positive().optional(),
  souvenirIds: z.array(z.number().int().positive()).default([]),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ name: z.string().min(1), address: z.string().min(1).optional() }),
});
export type ShopSeed = z.infer<typeof shopSeedSchema>;
