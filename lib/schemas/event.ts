import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/**
 * An event that is not going ahead as announced (schema.org EventStatusType): the office marks it
 * cancelled, postponed (no new dates yet) or rescheduled (the dates are the new ones). Absent: as
 * announced.
 */
export const eventStatuses = ['cancelled', 'postponed', 'rescheduled'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

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
  status: eventStatusSchema.optional(),
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
    status: eventStatusSchema.optional(),
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
