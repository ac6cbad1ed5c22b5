import 'server-only';
import { attractionStore } from './attractions';
import { catalogue } from './catalogue';
import { eventStore } from './events';
import { newsStore } from './news';
import { galleryStore } from './galleries';
import { formStores } from './online-forms';
import { exhibitionStore, fileAreaGalleryStore } from '../file-area/content';
import type { SeedStore } from './seed-store';
import { trailStore } from './trails';

/** The store behind each endpoint with `/{endpoint}/{id}` items, as the detail handlers use them. */
const stores: Record<string, SeedStore<{ id: number }>> = {
  attractions: attractionStore,
  news: newsStore,
  activities: eventStore,
  tours: catalogue.tours.store,
  'hiking-trails': trailStore,
  'biking-trails': catalogue.bikeways.store,
  souvenirs: catalogue.souvenirs.store,
  'flora-and-fauna': catalogue.ecology.store,
  galleries: galleryStore,
  videos: catalogue.videos.store,
  applications: formStores.application,
  surveys: formStores.survey,
  'file-area/online-exhibitions': exhibitionStore,
  'file-area/galleries': fileAreaGalleryStore,
};

/**
 * Whether the embedded backend has item `id` of `endpoint`: true or false for an endpoint with
 * items, undefined for any other. Read-only seed data, no database, so the proxy can ask at once.
 */
export function embeddedItemExists(endpoint: string, id: number): boolean | undefined {
  // Own keys only: `constructor` or `toString` is no endpoint.
  if (!Object.hasOwn(stores, endpoint)) return undefined;
  return stores[endpoint]!.find(id) !== undefined;
}
