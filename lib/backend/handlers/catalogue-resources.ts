import 'server-only';
import type { Endpoint } from '../registry';
import { catalogue, type CatalogueResource } from '../content/catalogue';
import { socialPosts } from '../content/diaries';
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

export const catalogueEndpoints: readonly Endpoint[] = [
  ...listAndDetail('tours', catalogue.tours),
  ...listAndDetail('biking-trails', catalogue.bikeways),
  ...listAndDetail('souvenirs', catalogue.souvenirs),
  ...listAndDetail('flora-and-fauna', catalogue.ecology),
  // Consultants are sorted by hits (spec section 9); they have no page of their own on this site.
  ...listAndDetail('consultants', catalogue.consultants),
  listOnly('live-streams', catalogue.liveStreams),
  listOnly('news-reports', catalogue.reports),
  listOnly('publications', catalogue.publications),
  listOnly('faqs', catalogue.faqs),
  listOnly('links', catalogue.links),
  {
    method: 'GET',
    pattern: 'diaries',
    handler: async ({ lang }: EndpointRequest) => envelope(lang, await socialPosts()),
  },
];
