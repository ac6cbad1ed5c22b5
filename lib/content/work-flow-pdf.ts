import manifestJson from '@/data/file-area/work-flow-pdf.json';
import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The archive application's work flow as a PDF in each language (zh-cn included), generated from
 * the site's own text by `npm run work-flow-pdf` (scripts/render-work-flow-pdf.mts) into
 * public/files/. The manifest says where each file is, its size (the documents list shows it, as
 * government sites do) and a hash of the text it was made from: a test fails when the text
 * changed and the PDFs were not made again.
 */
const entrySchema = z.object({
  url: z.string().regex(/^\/files\/[a-z0-9.-]+\.pdf$/),
  bytes: z.number().int().positive(),
});
export const workFlowManifestSchema = z.object({
  sourceHash: z.string().regex(/^[0-9a-f]{64}$/),
  files: z.record(z.enum(locales), entrySchema),
});

const manifest = workFlowManifestSchema.parse(manifestJson);

export type WorkFlowPdf = z.infer<typeof entrySchema>;

export function workFlowPdf(locale: Locale): WorkFlowPdf {
  const entry = manifest.files[locale];
  if (!entry) throw new Error(`No work-flow PDF for ${locale}: run npm run work-flow-pdf`);
  return entry;
}

export const workFlowSourceHash = manifest.sourceHash;
