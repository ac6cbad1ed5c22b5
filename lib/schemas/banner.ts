import { z } from 'zod';
import { linkSchema } from './common';

/** Spec section 3: Featured banner = url, title, name, cover, openWindow. */
export const featuredBannerSchema = z.object({
  url: linkSchema,
  title: z.string().min(1),
  name: z.string().min(1),
  cover: z.string().min(1),
  openWindow: z.boolean(),
});
export type FeaturedBanner = z.infer<typeof featuredBannerSchema>;

/** POST /_api/{lang}/opendata/featuredbanner answers `{ success, data: [...] }`. */
export const featuredBannerResponseSchema = z.object({ success: z.boolean(), data: z.array(featuredBannerSchema) });
