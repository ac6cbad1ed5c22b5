import { parseDateRangeQuery, type DateRangeQuery } from './date-range';
import { isTooLongKeyword, splitKeywords } from './keyword';

type RawQuery = Record<string, string | string[] | undefined>;

/** The filters of a list page, read from its URL; anything malformed is ignored, never trusted. */
export type ListQuery = {
  keyword: string;
  /** The keyword's words; none when the keyword is too long to use (`keywordTooLong`). */
  words: string[];
  /** The keyword is longer than the field takes (maxKeywordLength): not used, and said beside the field. */
  keywordTooLong: boolean;
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
  /** Choice filters the page offers whose URL value it cannot use (not one of its choices, or repeated). */
  rejected: ChoiceFilterName[];
};

/** The URL parameters of the list pages' choice filters (spec section 9). */
export type ChoiceFilterName = 'area' | 'category' | 'zipcode' | 'county' | 'days' | 'type';

/** Which values each filter of a page accepts; a filter the page does not offer is never read. */
export type AllowedFilters = {
  areas?: readonly number[];
  categories?: readonly number[];
  /** Townships and counties are offered or not; any well-formed one filters (see placeChoiceForms). */
  zipcodes?: true;
  counties?: true;
  days?: readonly number[];
  types?: readonly string[];
  /** Only lists whose items have dates (events) offer the from/to range. */
  dates?: boolean;
};

/**
 * The form a township (postal code) or county id must have. The page offers the ones its items
 * are in, but any well-formed one filters the list (spec section 5): a township with nothing in
 * it gives "No Data", not an error.
 */
export const placeChoiceForms = { zipcode: /^\d{3}$/, county: /^[1-9]\d{0,5}$/ } as const;

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function parseListQuery(raw: RawQuery, allowed: AllowedFilters = {}): ListQuery {
  const keyword = single(raw.q)?.trim() ?? '';
  const keywordTooLong = isTooLongKeyword(keyword);
  const range: DateRangeQuery = allowed.dates ? parseDateRangeQuery(raw.from, raw.to) : { entered: {}, errors: {} };
  const rejected: ChoiceFilterName[] = [];
  /** The choice the page offers under `name` whose canonical text the URL holds; anything else is rejected. */
  const choose = <T extends string | number>(
    name: ChoiceFilterName,
    choices: readonly T[] | undefined,
  ): T | undefined => {
    const value = raw[name];
    // Not offered, not given, or left at "all" (a form sent without JavaScript sends name=).
    if (!choices || value === undefined || value === '') return undefined;
    // Canonical text only: "052", " 52" or "1e0" are not the choice 52 or 1.
    const chosen = typeof value === 'string' ? choices.find((choice) => String(choice) === value) : undefined;
    if (chosen === undefined) rejected.push(name);
    return chosen;
  };
  /** A township or county the URL names in a well-formed way, whether or not the list has items there. */
  const place = (name: keyof typeof placeChoiceForms, offered: true | undefined): string | undefined => {
    const value = raw[name];
    if (!offered || value === undefined || value === '') return undefined;
    if (typeof value === 'string' && placeChoiceForms[name].test(value)) return value;
    rejected.push(name);
    return undefined;
  };
  const county = place('county', allowed.counties);
  return {
    keyword,
    words: keywordTooLong ? [] : splitKeywords(keyword),
    keywordTooLong,
    area: choose('area', allowed.areas),
    category: choose('category', allowed.categories),
    zipcode: place('zipcode', allowed.zipcodes),
    county: county === undefined ? undefined : Number(county),
    days: choose('days', allowed.days),
    type: choose('type', allowed.types),
    from: range.from,
    to: range.to,
    dateFields: { entered: range.entered, errors: range.errors },
    rejected,
  };
}
