import 'server-only';
import { readDataFile } from './data-file';
import { z } from 'zod';
import type bikewaysJsonFile from '@/data/bikeways.json';
import type consultantsJsonFile from '@/data/consultants.json';
import type ecologyJsonFile from '@/data/ecology.json';
import type faqsJsonFile from '@/data/faqs.json';
import type linksJsonFile from '@/data/links.json';
import type liveStreamsJsonFile from '@/data/live-streams.json';
import type lostPropertyJsonFile from '@/data/lost-property.json';
import type shopsJsonFile from '@/data/shops.json';
import type publicationsJsonFile from '@/data/publications.json';
import type reportsJsonFile from '@/data/reports.json';
import type souvenirsJsonFile from '@/data/souvenirs.json';
import type toursJsonFile from '@/data/tours.json';
import type videosJsonFile from '@/data/videos.json';
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

const bikewaysJson = readDataFile<typeof bikewaysJsonFile>('bikeways.json');
const consultantsJson = readDataFile<typeof consultantsJsonFile>('consultants.json');
const ecologyJson = readDataFile<typeof ecologyJsonFile>('ecology.json');
const faqsJson = readDataFile<typeof faqsJsonFile>('faqs.json');
const linksJson = readDataFile<typeof linksJsonFile>('links.json');
const liveStreamsJson = readDataFile<typeof liveStreamsJsonFile>('live-streams.json');
const lostPropertyJson = readDataFile<typeof lostPropertyJsonFile>('lost-property.json');
const shopsJson = readDataFile<typeof shopsJsonFile>('shops.json');
const publicationsJson = readDataFile<typeof publicationsJsonFile>('publications.json');
const reportsJson = readDataFile<typeof reportsJsonFile>('reports.json');
const souvenirsJson = readDataFile<typeof souvenirsJsonFile>('souvenirs.json');
const toursJson = readDataFile<typeof toursJsonFile>('tours.json');
const videosJson = readDataFile<typeof videosJsonFile>('videos.json');

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
