import { z } from 'zod';
import { localizedTextSchema, sourcesSchema } from './localized';

/** FAQ topics: 501 getting there, 502 visitor centres and services, 503 trails and safety, 504 online services. */
export const faqCategoryIds = [501, 502, 503, 504] as const;
export const faqCategorySchema = z.union([z.literal(501), z.literal(502), z.literal(503), z.literal(504)]);

export const faqWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.literal('faq'),
  priority: z.number().int(),
  categories: z.array(z.number().int()).min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type FaqWire = z.infer<typeof faqWireSchema>;

export const faqSeedSchema = z.object({
  id: z.number().int().positive(),
  priority: z.number().int(),
  category: faqCategorySchema,
  sources: sourcesSchema,
  i18n: localizedTextSchema({ question: z.string().min(1), answer: z.string().min(1) }),
});
export type FaqSeed = z.infer<typeof faqSeedSchema>;
