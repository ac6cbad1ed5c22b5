import 'server-only';
import { z } from 'zod';
import bikewaysJson from '@/data/bikeways.json';
import consultantsJson from '@/data/consultants.json';
import ecologyJson from '@/data/ecology.json';
import faqsJson from '@/data/faqs.json';
import linksJson from '@/data/links.json';
import liveStreamsJson from '@/data/live-streams.json';
import lostPropertyJson from '@/data/lost-property.json';
import shopsJson from '@/data/shops.json';
import publicationsJson from '@/data/publications.json';
import reportsJson from '@/data/reports.json';
import souvenirsJson from '@/data/souvenirs.json';
import toursJson from '@/data/tours.json';
import videosJson from '@/data/videos.json';
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
  json: unknown,
  type: string,
  counter?: Counter,
): CatalogueResource<S> {
  return {
    store: createSeedStore(name, z.array(schema).parse(json)),
    toWire: (seed, lang, views) =>
      toLocalizedWire(seed, lang, type, counter ? { field: counter, value: views } : undefined),
  };
}

/** The catalogue resources that follow the common list item shape (spec sections 3 and 7). */
export const catalogue = {
  tours: defineResource('tours', tourSeedSchema, toursJson, 'tour', 'viewsCount'),
  bikeways: defineResource('biking-trails', bikewaySeedSchema, bikewaysJson, 'bikeway', 'viewsCount'),
  souvenirs: defineResource('souvenirs', souvenirSeedSchema, souvenirsJson, 'souvenir', 'viewsCount'),
  ecology: defineResource('flora-and-fauna', ecologySeedSchema, ecologyJson, 'ecology', 'viewsCount'),
  videos: defineResource('videos', videoSeedSchema, videosJson, 'video', 'viewsCount'),
  consultants: defineResource('consultants', consultantSeedSchema, consultantsJson, 'consultant', 'hits'),
  liveStreams: defineResource('live-streams', liveStreamSeedSchema, liveStreamsJson, 'live-stream'),
  reports: defineResource('news-reports', reportSeedSchema, reportsJson, 'report'),
  publications: defineResource('publications', publicationSeedSchema, publicationsJson, 'publication'),
  faqs: defineResource('faqs', faqSeedSchema, faqsJson, 'faq'),
  links: defineResource('links', relatedLinkSeedSchema, linksJson, 'link'),
  lostProperty: defineResource('lost-property', lostPropertySeedSchema, lostPropertyJson, 'lost-property'),
  shops: defineResource('shops', shopSeedSchema, shopsJson, 'shop'),
};
