import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema, latlngSchema, placedSeedFields, zipcodeSchema } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';

/** One live camera as /_api/{lang}/live-streams sends it; `url` is the stream page when one is published. */
export const liveStreamWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('live-stream'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  name: z.string().min(1),
  summary: z.string().optional(),
  url: z.url().optional(),
  zipcode: zipcodeSchema.optional(),
  county_id: z.number().int().optional(),
  latlng: latlngSchema.optional(),
  images: z.array(imageSchema),
});
export type LiveStreamWire = z.infer<typeof liveStreamWireSchema>;

export const liveStreamSeedSchema = z.object({
  ...placedSeedFields,
  areaId: areaIdSchema,
  url: z.url().optional(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ name: z.string().min(1), summary: z.string().min(1) }),
});
export type LiveStreamSeed = z.infer<typeof liveStreamSeedSchema>;
