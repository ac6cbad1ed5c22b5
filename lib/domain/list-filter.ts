import { matchesDateRange } from './date-range';
import { matchesKeywords, type KeywordFields } from './keyword';
import type { ListQuery } from './list-query';

/** The fields of a common list item (spec section 3) that the list filters of spec section 5 read. */
export type FilterableItem = {
  categories: readonly number[];
  zipcode?: string;
  countyId?: number;
  days?: number;
  type?: string;
  date_begin?: string;
  date_end?: string;
};

/**
 * Spec section 5, client-side list filtering: keyword (every word in one of the item's name,
 * title, location, glossary or translation), category, area, zipcode, county, trip days, location type, and the date range with the
 * overlap rule. A filter that is not set keeps everything.
 */
export function filterListItems<T extends FilterableItem>(
  items: readonly T[],
  query: ListQuery,
  keywordFieldsOf: (item: T) => KeywordFields,
): T[] {
  return items.filter(
    (item) =>
      (query.category === undefined || item.categories.includes(query.category)) &&
      (query.area === undefined || item.categories.includes(query.area)) &&
      (query.zipcode === undefined || item.zipcode === query.zipcode) &&
      (query.county === undefined || item.countyId === query.county) &&
      (query.days === undefined || item.days === query.days) &&
      (query.type === undefined || item.type === query.type) &&
      matchesDateRange(item, { start: query.from, end: query.to }) &&
      matchesKeywords(keywordFieldsOf(item), query.words),
  );
}
