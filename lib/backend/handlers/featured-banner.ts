import 'server-only';
import { z } from 'zod';
import bannersJson from '@/data/featured-banners.json';
import { featuredBannerSchema, type FeaturedBanner } from '@/lib/schemas/banner';
import type { EndpointRequest } from '../http';

const text = z.object({ title: z.string().min(1), name: z.string().min(1) });
const bannerSeeds = z
  .array(featuredBannerSchema.omit({ title: true, name: true }).extend({ 'zh-tw': text, en: text, ja: text }))
  .parse(bannersJson);

/** POST opendata/featuredbanner — `{ success, data }`; the site shows the first item. */
export async function featuredBannerHandler({ lang }: EndpointRequest) {
  const data: FeaturedBanner[] = bannerSeeds.map((seed) => ({
    url: seed.url,
    cover: seed.cover,
    openWindow: seed.openWindow,
    title: seed[lang].title,
    name: seed[lang].name,
  }));
  return { success: true, data };
}
