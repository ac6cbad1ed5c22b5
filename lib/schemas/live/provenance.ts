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
};

export function liveAnswerSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, ...provenanceShape });
}
