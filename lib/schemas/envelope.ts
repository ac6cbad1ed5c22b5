import { z } from 'zod';

/** A taxonomy entry of the envelope (area, category, county, ...). */
export const taxonomyItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type TaxonomyItem = z.infer<typeof taxonomyItemSchema>;

export const districtSchema = z.object({
  zipcode: z.string().regex(/^\d{3}$/),
  name: z.string(),
  county_id: z.number().int(),
});
export type District = z.infer<typeof districtSchema>;

/**
 * Spec section 7: "Responses generally: data plus category, area, district, county, service,
 * transport, user." The side lists are optional because not every endpoint fills them.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    category: z.array(taxonomyItemSchema).optional(),
    area: z.array(taxonomyItemSchema).optional(),
    district: z.array(districtSchema).optional(),
    county: z.array(taxonomyItemSchema).optional(),
    service: z.array(taxonomyItemSchema).optional(),
    transport: z.array(taxonomyItemSchema).optional(),
    // The spec does not say what `user` means; we accept anything and never rely on it.
    user: z.unknown().optional(),
  });
}

export type Envelope<T> = {
  data: T;
  category?: TaxonomyItem[];
  area?: TaxonomyItem[];
  district?: District[];
  county?: TaxonomyItem[];
  service?: TaxonomyItem[];
  transport?: TaxonomyItem[];
  user?: unknown;
};

/** Body of every error answer of the embedded backend. */
export const apiErrorSchema = z.object({ success: z.literal(false), status: z.number().int(), message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
