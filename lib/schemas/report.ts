import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/** One media report about the area as /_api/{lang}/news-reports sends it: it links out to the article. */
export const reportWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('report'),
  categories: z.array(z.number().int()),
  title: z.string().min(1),
  summary: z.string().optional(),
  publisher: z.string().min(1),
  /** Language of the article itself (reports are mostly in Chinese). */
  articleLang: z.string().min(2),
  url: z.url(),
  date_posted: isoDateSchema,
  images: z.array(imageSchema),
});
export type ReportWire = z.infer<typeof reportWireSchema>;

export const reportSeedSchema = z.object({
  id: z.number().int().positive(),
  datePosted: isoDateSchema,
  areaId: areaIdSchema.optional(),
  url: z.url(),
  articleLang: z.enum(['zh-Hant', 'en', 'ja']),
  images: z.array(imageSchema).default([]),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1), publisher: z.string().min(1) }),
});
export type ReportSeed = z.infer<typeof reportSeedSchema>;
