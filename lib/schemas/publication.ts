import { z } from 'zod';
import { imageSchema, linkSchema } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';
import { publicationCategoryIds } from './choice-ids';

export { publicationCategoryIds };

/** Publication kinds: 401 guides and maps, 402 open data, 403 reports. */
export const publicationCategorySchema = z.union([z.literal(401), z.literal(402), z.literal(403)]);

/** Spec section 3: "Publication: files (url) used as link." */
export const publicationFileSchema = z.object({
  url: linkSchema,
  format: z.string().min(1).max(10),
  label: z.string().min(1).optional(),
});

export const publicationWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('publication'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  title: z.string().min(1),
  summary: z.string().optional(),
  publisher: z.string().optional(),
  date_posted: isoDateSchema.optional(),
  files: z.array(publicationFileSchema).min(1),
  images: z.array(imageSchema),
});
export type PublicationWire = z.infer<typeof publicationWireSchema>;

export const publicationSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  category: publicationCategorySchema,
  datePosted: isoDateSchema.optional(),
  images: z.array(imageSchema).default([]),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    title: z.string().min(1),
    summary: z.string().min(1),
    publisher: z.string().min(1).optional(),
    files: z
      .array(z.object({ url: linkSchema, format: z.string().min(1).max(10), label: z.string().min(1).optional() }))
      .min(1),
  }),
});
export type PublicationSeed = z.infer<typeof publicationSeedSchema>;
