import { parseCategoryParam } from './category';
import { parseFilterDate } from './date-range';
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
};

/** Which values each filter of a page accepts; a filter the page does not offer is never read. */
export type AllowedFilters = {
  areas?: readonly number[];
  categories?: readonly number[];
  zipcodes?: readonly string[];
  counties?: readonly number[];
  days?: readonly number[];
  types?: readonly string[];
};

const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

export function parseListQuery(raw: RawQuery, allowed: AllowedFilters = {}): ListQuery {
  const keyword = single(raw.q)?.slice(0, 100).trim() ?? '';
  const days = single(raw.days);
  const zipcode = single(raw.zipcode);
  const type = single(raw.type);
  return {
    keyword,
    words: splitKeywords(keyword),
    area: allowed.areas ? parseCategoryParam(raw.area, allowed.areas) : undefined,
    category: allowed.categories ? parseCategoryParam(raw.category, allowed.categories) : undefined,
    zipcode: zipcode && allowed.zipcodes?.includes(zipcode) ? zipcode : undefined,
    county: allowed.counties ? parseCategoryParam(raw.county, allowed.counties) : undefined,
    days: days !== undefined && allowed.days?.includes(Number(days)) ? Number(days) : undefined,
    type: type && allowed.types?.includes(type) ? type : undefined,
    from: parseFilterDate(raw.from),
    to: parseFilterDate(raw.to),
  };
}
