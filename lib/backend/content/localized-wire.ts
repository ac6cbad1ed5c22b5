import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { toLatlng } from './seed-store';
import { commonListFields } from './common-list-fields';

/** What every three-language seed record may carry besides its own facts. */
export type LocalizedSeed = {
  id: number;
  i18n: Record<ApiLang, object>;
  sources: readonly string[];
  areaId?: number;
  category?: number;
  lat?: number;
  lng?: number;
  zipcode?: string;
  datePosted?: string;
};

/** How a resource reports popularity: `hits` (attractions, consultants) or `viewsCount` (the rest). */
export type Counter = 'hits' | 'viewsCount';

/**
 * A seed record as the contract sends it (spec section 3, common list item): the language's text
 * spread in, categories from its own category and area, county from the postal code, "lat,lng",
 * date_posted, and its view counter. Sources stay on the server.
 */
export function toLocalizedWire<S extends LocalizedSeed>(
  seed: S,
  lang: ApiLang,
  type: string,
  counter?: { field: Counter; value: number },
) {
  const { i18n, sources: _sources, areaId, category, lat, lng, datePosted, ...facts } = seed;
  return {
    ...facts,
    ...i18n[lang],
    type,
    categories: [category, areaId].filter((id): id is number => id !== undefined),
    ...commonListFields(seed),
    latlng: toLatlng(lat, lng),
    date_posted: datePosted,
    ...(counter ? { [counter.field]: counter.value } : {}),
  };
}
