import 'server-only';
import type { DetailSection } from '@/lib/routing/detail-address';
import { attractionStore } from './attractions';
import { catalogue } from './catalogue';
import { eventStore } from './events';
import { newsStore } from './news';
import { formStores } from './online-forms';
import type { SeedStore } from './seed-store';
import { trailStore } from './trails';

/** The store behind each site section with `/{section}/{id}` pages, as the detail endpoints use them. */
const stores: Record<DetailSection, SeedStore<{ id: number }>> = {
  attractions: attractionStore,
  attraction: attractionStore,
  news: newsStore,
  events: eventStore,
  tours: catalogue.tours.store,
  trails: trailStore,
  bikeways: catalogue.bikeways.store,
  souvenirs: catalogue.souvenirs.store,
  ecology: catalogue.ecology.store,
  applications: formStores.application,
  surveys: formStores.survey,
};

/**
 * Whether the embedded backend has the item a detail address names: true or false for a detail
 * section, undefined for any other path. Read-only seed data, no database, so the proxy can ask.
 */
export function embeddedItemExists(section: string, id: number): boolean | undefined {
  // Own keys only: `constructor` or `toString` is no section.
  if (!Object.hasOwn(stores, section)) return undefined;
  return stores[section as DetailSection].find(id) !== undefined;
}
