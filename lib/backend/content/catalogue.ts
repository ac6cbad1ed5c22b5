import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { bikewaySeedSchema } from '@/lib/schemas/bikeway';
import { consultantSeedSchema } from '@/lib/schemas/consultant';
import { ecologySeedSchema } from '@/lib/schemas/ecology';
import { faqSeedSchema } from '@/lib/schemas/faq';
import { liveStreamSeedSchema } from '@/lib/schemas/live-stream';
import { lostPropertySeedSchema } from '@/lib/schemas/lost-property';
import { shopSeedSchema } from '@/lib/schemas/shop';
import { publicationSeedSchema } from '@/lib/schemas/publication';
import { relatedLinkSeedSchema } from '@/lib/schemas/related-link';
import { reportSeedSchema } from '@/lib/schemas/report';
import { souvenirSeedSchema } from '@/lib/schemas/souvenir';
import { tourSeedSchema } from '@/lib/schemas/tour';
import { videoSeedSchema } from '@/lib/schemas/video';
import { toLocalizedWire, type Counter, type LocalizedSeed } from './localized-wire';
import { createSeedStore, type SeedStore } from './seed-store';

/** A three-language seed resource: its validated records and how one goes on the wire. */
export type CatalogueResource<S extends LocalizedSeed> = {
  store: SeedStore<S>;
  toWire: (seed: S, lang: ApiLang, views: number) => ReturnType<typeof toLocalizedWire<S>>;
};

export function defineResource<S extends LocalizedSeed>(
  name: string,
  schema: z.ZodType<S>,
  dataFile: string,
  type: string,
  counter?: Counter,
): CatalogueResource<S> {
  return {
    store: createSeedStore(name, z.array(schema).parse(readDataFile<unknown>(dataFile))),
    toWire: (seed, lang, views) =>
      toLocalizedWire(seed, lang, type, counter ? { field: counter, value: views } : undefined),
  };
}

/** The catalogue resources that follow the common list item shape (spec sections 3 and 7). */
export const catalogue = {
  tours: defineResource('tours', tourSeedSchema, 'tours.json', 'tour', 'viewsCount'),
  bikeways: defineResource('biking-trails', bikewaySeedSchema, 'bikeways.json', 'bikeway', 'viewsCount'),
  souvenirs: defineResource('souvenirs', souvenirSeedSchema, 'souvenirs.json', 'souvenir', 'viewsCount'),
  ecology: defineResource('flora-and-fauna', ecologySeedSchema, 'ecology.json', 'ecology', 'viewsCount'),
  videos: defineResource('videos', videoSeedSchema, 'videos.json', 'video', 'viewsCount'),
  consultants: defineResource('consultants', consultantSeedSchema, 'consultants.json', 'consultant', 'hits'),
  liveStreams: defineResource('live-streams', liveStreamSeedSchema, 'live-streams.json', 'live-stream'),
  reports: defineResource('news-reports', reportSeedSchema, 'reports.json', 'report'),
  publications: defineResource('publications', publicationSeedSchema, 'publications.json', 'publication'),
  faqs: defineResource('faqs', faqSeedSchema, 'faqs.json', 'faq'),
  links: defineResource('links', relatedLinkSeedSchema, 'links.json', 'link'),
  lostProperty: defineResource('lost-property', lostPropertySeedSchema, 'lost-property.json', 'lost-property'),
  shops: defineResource('shops', shopSeedSchema, 'shops.json', 'shop'),
};
