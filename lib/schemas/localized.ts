import { z } from 'zod';

/** Seed records carry their text in the three backend languages, with the same fields in each. */
export function localizedTextSchema<T extends z.ZodRawShape>(shape: T) {
  const text = z.object(shape);
  return z.object({ 'zh-tw': text, en: text, ja: text });
}

/** Where a seed record's facts come from (URLs or data-file references); never sent to visitors. */
export const sourcesSchema = z.array(z.string().min(1)).min(1);

/** A calendar date in Taiwan time, as the seed files write it. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), 'not a date');
