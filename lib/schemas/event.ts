import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/** One event as /_api/{lang}/activities sends it. Dates are calendar days in Taiwan time. */
export const eventWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('event'),
  title: z.string().min(1),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  date_begin: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
  website: z.url().optional(),
  viewsCount: z.number().int().nonnegative(),
});
export type EventWire = z.infer<typeof eventWireSchema>;

export const eventSeedSchema = z
  .object({
    ...placedSeedFields,
    areaId: areaIdSchema,
    dateBegin: isoDateSchema.optional(),
    dateEnd: isoDateSchema.optional(),
    website: z.url().optional(),
    sources: sourcesSchema,
    i18n: localizedTextSchema({
      title: z.string().min(1),
      summary: z.string().min(1),
      description: z.string().min(1),
      location: z.string().min(1).optional(),
    }),
  })
  .refine((event) => !event.dateBegin || !event.dateEnd || event.dateBegin <= event.dateEnd, 'dateBegin after dateEnd');
export type EventSeed = z.infer<typeof eventSeedSchema>;
