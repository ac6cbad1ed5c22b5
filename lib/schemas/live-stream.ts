import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema, latlngSchema, placedSeedFields, zipcodeSchema } from './common';
import { localizedTextSchema, sourcesSchema } from './localized';

/**
 * One live camera as /_api/{lang}/live-streams sends it: `videoUrl` is its stream on YouTube (played
 * on the site when a video id can be read from it), `url` a page of its own when it has no stream
 * there (a county's or the highway authority's camera site).
 */
export const liveStreamWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('live-stream'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  name: z.string().min(1),
  summary: z.string().optional(),
  url: z.url().optional(),
  videoUrl: z.string().min(1).optional(),
  /** Where the operator's live streams are listed: the place to look when this one is offline. */
  channelUrl: z.url().optional(),
  /** Whether YouTube still has the stream (lib/backend/connectors/youtube/video-status.ts). */
  streamStatus: z.enum(['available', 'gone', 'unknown']).optional(),
  operator: z.string().optional(),
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
  videoUrl: z.string().min(1).optional(),
  channelUrl: z.url().optional(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    name: z.string().min(1),
    summary: z.string().min(1),
    operator: z.string().min(1).optional(),
  }),
});
export type LiveStreamSeed = z.infer<typeof liveStreamSeedSchema>;
