import { z } from 'zod';

/** Carried by every live answer: sample data (no key configured) is always marked, with its recording date. */
export const provenanceShape = {
  sample: z.boolean(),
  recordedAt: z.string().nullable(),
  attribution: z.string(),
};

export function liveAnswerSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, ...provenanceShape });
}
