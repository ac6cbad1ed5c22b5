import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { listItemWireFields, placedSeedFields } from './common';
import { filmCategoryIds } from './choice-ids';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

export { filmCategoryIds };

/** Film kinds: 701 live streams, 702 promotional films. */
export const filmCategorySchema = z.union([z.literal(701), z.literal(702)]);

/**
 * One film as /_api/{lang}/videos sends it. `videoUrl` is the film's address on YouTube as the
 * office entered it: the site plays it only if a video id can be read from it (spec section 6).
 */
export const videoWireSchema = z.object({
  ...listItemWireFields,
  type: z.literal('video'),
  title: z.string().min(1),
  summary: z.string().optional(),
  /** What the film shows, for people who cannot watch it. */
  description: z.string().optional(),
  videoUrl: z.string().min(1),
  /** Length in seconds; none for a live stream. */
  duration: z.number().int().positive().optional(),
  date_posted: isoDateSchema.optional(),
  viewsCount: z.number().int().nonnegative(),
});
export type VideoWire = z.infer<typeof videoWireSchema>;

export const videoSeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  category: filmCategorySchema,
  videoUrl: z.string().min(1),
  duration: z.number().int().positive().optional(),
  datePosted: isoDateSchema.optional(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    title: z.string().min(1),
    summary: z.string().min(1),
    description: z.string().min(1).optional(),
  }),
});
export type VideoSeed = z.infer<typeof videoSeedSchema>;
