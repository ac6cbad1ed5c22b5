import { z } from 'zod';
import { imageSchema } from './common';
import { isoDateSchema, sourcesSchema } from './localized';

/**
 * Spec section 7: "diaries (social, no language)" — posts of the office's social pages, in the
 * language they were written in, the same for every site language.
 */
export const diaryWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('diary'),
  platform: z.enum(['facebook', 'instagram', 'youtube']),
  text: z.string().min(1),
  url: z.url(),
  date_posted: isoDateSchema,
  images: z.array(imageSchema),
});
export type DiaryWire = z.infer<typeof diaryWireSchema>;

export const diarySeedSchema = diaryWireSchema.omit({ type: true, date_posted: true }).extend({ datePosted: isoDateSchema, sources: sourcesSchema });
export type DiarySeed = z.infer<typeof diarySeedSchema>;
