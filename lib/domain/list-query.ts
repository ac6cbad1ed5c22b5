import { parseCategoryParam } from './category';
import { parseDateRangeQuery, type DateRangeQuery } from './date-range';
import { splitKeywords } from './keyword';

type RawQuery = Record<string, string | string[] | undefined>;

/** The filters of a list page, read from its URL; anything malformed is ignored, never trusted. */
export type ListQuery = {
  keyword: string;
  words: string[];
  area?: number;
  category?: number;
  zipcode?: string;
  county?: number;
  days?: number;
  type?: string;
  from?: string;
  to?: string;
  /** The from/to fields as entered and what is wrong with them (only on dated lists). */
  dateFields: Pick<DateRangeQuery, 'entered' | 'errors'>;
};

/** Which values each filter of a page accepts; a filter the page does not offer is never read. */
export type AllowedFilters = {
  areas?: readonly number[];
  categories?: readonly number[];
  zipcodes?: readonly string[];
  counties?: readonly number[];
  days?: readonly number[];
  types?: readonly string[];
  /** Only lists whose items have dates (events) offer the from/to range. */
  dates?: boolean;
};

const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

export function parseListQuery(raw: RawQuery, allowed: AllowedFilters = {}): ListQuery {
  const keyword = single(raw.q)?.slice(0, 100).trim() ?? '';
  const days = single(raw.days);
  const zipcode = single(raw.zipcode);
  const type = single(raw.type);
  const range: DateRangeQuery = allowed.dates ? parseDateRangeQuery(raw.from, raw.to) : { entered: {}, errors: {} };
  return {
    keyword,
    words: splitKeywords(keyword),
    area: allowed.areas ? parseCategoryParam(raw.area, allowed.areas) : undefined,
    category: allowed.categories ? parseCategoryParam(raw.category, allowed.categories) : undefined,
    zipcode: zipcode && allowed.zipcodes?.includes(zipcode) ? zipcode : undefined,
    county: allowed.counties ? parseCategoryParam(raw.county, allowed.counties) : undefined,
    // Plain decimal only: Number() would also read " 1", "1e0" or "0x1" as 1.
    days: days !== undefined && /^\d+(\.\d+)?$/.test(days) && allowed.days?.includes(Number(days)) ? Number(days) : undefined,
    type: type && allowed.types?.includes(type) ? type : undefined,
    from: range.from,
    to: range.to,
    dateFields: { entered: range.entered, errors: range.errors },
  };
}
