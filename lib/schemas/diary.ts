import { z } from 'zod';
import { imageSchema } from './common';
import { isoDateSchema, sourcesSchema } from './localized';

/**
 * Spec section 7: "diaries (social, no language)" — posts of the office's social pages, in the
 * language they were written in, the same for every site language.
 */
export const diaryWireSchema = z.object({
  // Seed posts are numbered; posts read from a platform's feed keep its id ("youtube-{video id}").
  id: z.union([z.number().int().positive(), z.string().regex(/^[a-z]+-[\w-]{1,64}$/)]),
  type: z.literal('diary'),
  platform: z.enum(['facebook', 'instagram', 'youtube']),
  text: z.string().min(1),
  url: z.url(),
  date_posted: isoDateSchema,
  images: z.array(imageSchema),
});
export type DiaryWire = z.infer<typeof diaryWireSchema>;

export const diarySeedSchema = diaryWireSchema
  .omit({ type: true, date_posted: true })
  .extend({ id: z.number().int().positive(), datePosted: isoDateSchema, sources: sourcesSchema });
export type DiarySeed = z.infer<typeof diarySeedSchema>;
