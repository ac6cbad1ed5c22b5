import 'server-only';
import type { Endpoint } from '../registry';
import { catalogue, type CatalogueResource } from '../content/catalogue';
import { socialPosts } from '../content/diaries';
import { galleryStore, toGalleryWire } from '../content/galleries';
import { liveStreamsWithStatus } from '../content/live-streams';
import { otaProducts } from '../content/ota-products';
import type { LocalizedSeed } from '../content/localized-wire';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';
import { createListDetailHandlers } from './list-detail';

/** GET {path} and GET {path}/:id, with the item's views (shared by every language). */
function listAndDetail<S extends LocalizedSeed>(path: string, resource: CatalogueResource<S>): Endpoint[] {
  const handlers = createListDetailHandlers({ resource: path, store: resource.store, toWire: resource.toWire });
  return [
    { method: 'GET', pattern: path, handler: handlers.list },
    { method: 'GET', pattern: `${path}/:id`, handler: handlers.detail },
  ];
}

/** GET {path}: a list whose items have no page of their own (so nothing counts views). */
function listOnly<S extends LocalizedSeed>(path: string, resource: CatalogueResource<S>): Endpoint {
  const handler = async ({ lang }: EndpointRequest) =>
    envelope(
      lang,
      resource.store.all().map((seed) => resource.toWire(seed, lang, 0)),
    );
  return { method: 'GET', pattern: path, handler };
}

/** GET live-streams: the cameras, each with whether YouTube still has its stream. */
async function liveStreamsHandler({ lang }: EndpointRequest) {
  return envelope(lang, await liveStreamsWithStatus(lang));
}

/** GET galleries (albums without their photos) and GET galleries/:id (with them). */
const galleryHandlers = createListDetailHandlers({
  resource: 'galleries',
  store: galleryStore,
  toWire: (seed, lang, views) => toGalleryWire(seed, lang, views, false),
  toDetailWire: (seed, lang, views) => toGalleryWire(seed, lang, views, true),
});
const galleryEndpoints: Endpoint[] = [
  { method: 'GET', pattern: 'galleries', handler: galleryHandlers.list },
  { method: 'GET', pattern: 'galleries/:id', handler: galleryHandlers.detail },
];

export const catalogueEndpoints: readonly Endpoint[] = [
  ...listAndDetail('tours', catalogue.tours),
  ...listAndDetail('biking-trails', catalogue.bikeways),
  ...listAndDetail('souvenirs', catalogue.souvenirs),
  ...listAndDetail('flora-and-fauna', catalogue.ecology),
  ...listAndDetail('videos', catalogue.videos),
  ...galleryEndpoints,
  // Consultants are sorted by hits (spec section 9); they have no page of their own on this site.
  ...listAndDetail('consultants', catalogue.consultants),
  { method: 'GET', pattern: 'live-streams', handler: liveStreamsHandler },
  listOnly('news-reports', catalogue.reports),
  listOnly('publications', catalogue.publications),
  listOnly('faqs', catalogue.faqs),
  listOnly('links', catalogue.links),
  listOnly('lost-property', catalogue.lostProperty),
  listOnly('shops', catalogue.shops),
  // Products to buy or book online, shown on the souvenirs and tours they are offered with.
  {
    method: 'GET',
    pattern: 'ota-products',
    handler: async ({ lang }: EndpointRequest) => envelope(lang, otaProducts(lang)),
  },
  {
    method: 'GET',
    pattern: 'diaries',
    handler: async ({ lang }: EndpointRequest) => envelope(lang, await socialPosts()),
  },
];
