import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import { featuredBannerSchema, type FeaturedBanner } from '@/lib/schemas/banner';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';

const bannersJson = readDataFile('featured-banners.json');

const text = z.object({ title: z.string().min(1), name: z.string().min(1) });
const bannerSeeds = z
  .array(featuredBannerSchema.omit({ title: true, name: true }).extend({ 'zh-tw': text, en: text, ja: text }))
  .parse(bannersJson);

function bannersIn(lang: EndpointRequest['lang']): FeaturedBanner[] {
  return bannerSeeds.map((seed) => ({
    url: seed.url,
    cover: seed.cover,
    openWindow: seed.openWindow,
    title: seed[lang].title,
    name: seed[lang].name,
  }));
}

/** POST opendata/featuredbanner — `{ success, data }`; the site shows the first item. */
export async function featuredBannerHandler({ lang }: EndpointRequest) {
  return { success: true, data: bannersIn(lang) };
}

/** GET banner — every banner, in the common envelope, for clients that rotate them. */
export async function bannerListHandler({ lang }: EndpointRequest) {
  return envelope(lang, bannersIn(lang));
}
