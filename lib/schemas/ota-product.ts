import { z } from 'zod';
import { isoDateSchema, sourcesSchema } from './localized';

/**
 * Who sells an OTA product (spec section 3): 1 the regional tourism circle (the Tourism
 * Administration's Central Taiwan tourism circle), 2–4 third-party travel platforms.
 */
export const otaProviderIds = [1, 2, 3, 4] as const;
export const otaProviderSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type OtaProviderId = z.infer<typeof otaProviderSchema>;

/** One product a visitor can buy or book online, as /_api/{lang}/ota-products sends it (spec section 3). */
export const otaProductWireSchema = z.object({
  product_id: z.string().min(1),
  name: z.string().min(1),
  pic_url: z.url({ protocol: /^https$/ }).optional(),
  provider_id: otaProviderSchema,
  /** The product's own page at its seller: the "buy / book" link. */
  url: z.url({ protocol: /^https$/ }),
  date_created: isoDateSchema,
  date_modified: isoDateSchema,
  /** The souvenir or tour categories the product belongs with (201–204, 10142–10146). */
  categories: z.array(z.number().int().positive()),
  /** The site's records it is offered on: souvenirs and tours by id. */
  souvenirIds: z.array(z.number().int().positive()),
  tourIds: z.array(z.number().int().positive()),
});
export type OtaProductWire = z.infer<typeof otaProductWireSchema>;

/**
 * Seed record in data/ota-products.json. Only real products, each with its sources: none could be
 * sourced yet, so the file is empty and no "buy / book" block is shown anywhere.
 */
export const otaProductSeedSchema = otaProductWireSchema.omit({ name: true }).extend({
  souvenirIds: z.array(z.number().int().positive()).default([]),
  tourIds: z.array(z.number().int().positive()).default([]),
  sources: sourcesSchema,
  /** The product's name as its seller gives it in each language. */
  name: z.object({ 'zh-tw': z.string().min(1), en: z.string().min(1), ja: z.string().min(1) }),
});
export type OtaProductSeed = z.infer<typeof otaProductSeedSchema>;
