import { z } from 'zod';
import { areaIdSchema } from './attraction';
import { imageSchema, linkSchema } from './common';
import { isoDateSchema, localizedTextSchema, sourcesSchema } from './localized';

/**
 * The file area's own content (spec section 7: /_api/file-area/{lang}/...): the office's online
 * exhibitions of its archive, the documents an applicant needs, and what partners and visitors
 * write with the office. Its FAQ, albums and videos use the main site's schemas.
 */

/** One panel of an exhibition: a heading, its text and, optionally, the attraction it shows. */
const exhibitionPanelWireSchema = z.object({
  heading: z.string().min(1),
  body: z.string().min(1),
  image: imageSchema.optional(),
  /** The attraction the panel shows; its photo illustrates the panel and its page is linked. */
  attraction_id: z.number().int().positive().optional(),
  attraction_name: z.string().min(1).optional(),
});

/** An online exhibition as the list sends it; the detail (`online-exhibitions/{id}`) adds its panels. */
export const exhibitionWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('online-exhibition'),
  priority: z.number().int(),
  /** The scenic area it is about (51, 52, 53); none for the whole area. */
  categories: z.array(z.number().int()),
  title: z.string().min(1),
  summary: z.string().min(1),
  date_posted: isoDateSchema,
  images: z.array(imageSchema),
  panels: z.array(exhibitionPanelWireSchema).optional(),
});
export type ExhibitionWire = z.infer<typeof exhibitionWireSchema>;

export const exhibitionSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  areaId: areaIdSchema.nullable(),
  datePosted: isoDateSchema,
  coverAttractionId: z.number().int().positive(),
  sources: sourcesSchema,
  i18n: localizedTextSchema({
    title: z.string().min(1),
    summary: z.string().min(1),
    panels: z
      .array(
        z.object({
          heading: z.string().min(1),
          body: z.string().min(1),
          attractionId: z.number().int().positive().optional(),
        }),
      )
      .min(1),
  }),
});
export type ExhibitionSeed = z.infer<typeof exhibitionSeedSchema>;

/** File formats a document is offered in (government sites say the format and size of each). */
export const documentFormats = ['PDF', 'HTML', 'ODT', 'DOCX'] as const;

/** A document of the file area: a file of the site (with its size) or a page of another agency. */
export const documentWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('document'),
  priority: z.number().int(),
  title: z.string().min(1),
  summary: z.string().min(1),
  publisher: z.string().min(1),
  url: linkSchema,
  format: z.enum(documentFormats),
  /** Bytes, for a file this site serves. */
  size: z.number().int().positive().optional(),
  /** The language the document is written in, when it is not the page's (an agency's Chinese-only form). */
  language: z.string().min(1).optional(),
});
export type DocumentWire = z.infer<typeof documentWireSchema>;

/** What documents.json holds: an agency's page, or (`file`) one of the site's own generated files. */
export const documentSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  url: z.url({ protocol: /^https$/ }).optional(),
  /** One of the site's files, served per language (lib/backend/file-area/work-flow-pdf.ts). */
  file: z.literal('work-flow').optional(),
  format: z.enum(documentFormats),
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1), publisher: z.string().min(1) }),
});
export type DocumentSeed = z.infer<typeof documentSeedSchema>;

/** A collaboration with a partner, a piece of collaborative writing, or a shared post. */
export const sharedPostWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(['collaboration', 'collaborative-writing']),
  priority: z.number().int(),
  title: z.string().min(1),
  summary: z.string().min(1),
  /** The partner or the writers, as they asked to be named. */
  author: z.string().min(1),
  url: linkSchema.optional(),
  date_posted: isoDateSchema,
});
export type SharedPostWire = z.infer<typeof sharedPostWireSchema>;

export const sharedPostSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  url: linkSchema.optional(),
  datePosted: isoDateSchema,
  sources: sourcesSchema,
  i18n: localizedTextSchema({ title: z.string().min(1), summary: z.string().min(1), author: z.string().min(1) }),
});
export type SharedPostSeed = z.infer<typeof sharedPostSeedSchema>;
