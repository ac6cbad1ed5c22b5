import { z } from 'zod';

/** Carried by every live answer: sample data (no key configured) is always marked, with its recording date. */
export const provenanceShape = {
  sample: z.boolean(),
  /** 'recorded': a real response of the service; 'constructed': built in its format where no recording exists. */
  sampleKind: z.enum(['recorded', 'constructed']).nullable(),
  recordedAt: z.string().nullable(),
  attribution: z.string(),
  /** The publisher, for a source line in the page's language (absent from other backends). */
  source: z.enum(['cwa', 'moenv', 'tdx', 'office']).optional(),
  /** 'zh-cn' when the text was converted for a simplified-Chinese page (asked with `siteLocale=zh-cn`). */
  siteLocale: z.literal('zh-cn').optional(),
};

/**
 * The query parameter a simplified-Chinese page adds to its live calls, and the answer's field
 * saying the text was converted (lib/backend/handlers/live/site-locale.ts).
 */
export const siteLocaleParam = 'siteLocale';

export function liveAnswerSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, ...provenanceShape });
}
