import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { linkSchema, listItemWireFields, placedSeedFields } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';

/** A travel-information service point (visitor centre desk, station tourist desk, hotline). */
export const consultantWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('consultant'),
  name: z.string().min(1),
  summary: z.string().optional(),
  services: z.string().optional(),
  address: z.string().optional(),
  hours: z.string().optional(),
  languages: z.string().optional(),
  phone: z.string().optional(),
  website: linkSchema.optional(),
  hits: z.number().int().nonnegative(),
  // A service point may belong to no category.
  categories: z.array(z.number().int()),
});
export type ConsultantWire = z.infer<typeof consultantWireSchema>;

export const consultantSeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema.optional(),
  phone: z
    .string()
    .regex(/^[0-9+\-#() ]{3,30}$/)
    .optional(),
  website: linkSchema.optional(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    services: z.string().min(1).optional(),
    address: z.string().min(1).optional(),
    hours: z.string().min(1).optional(),
    languages: z.string().min(1).optional(),
  }),
});
export type ConsultantSeed = z.infer<typeof consultantSeedSchema>;
