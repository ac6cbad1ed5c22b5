import { areaIds, attractionTypes } from '@/lib/schemas/attraction';
import { ecologyCategoryIds } from '@/lib/schemas/ecology';
import { glossaryCategoryIds } from '@/lib/schemas/glossary';
import { newsCategoryIds } from '@/lib/schemas/news';
import { publicationCategoryIds } from '@/lib/schemas/publication';
import { souvenirCategoryIds } from '@/lib/schemas/souvenir';
import { tourCategoryIds } from '@/lib/schemas/tour';
import { tripDays } from '@/lib/schemas/trail';
import { hasDateRangeError, parseDateRangeQuery } from './date-range';
import type { AllowedFilters, ChoiceFilterName } from './list-query';

/** Choices a page takes from its own items (the townships and counties it has items in). */
const fromItems = 'from-items';

/**
 * The filters each list page offers, in one place for the page (what it reads) and the proxy
 * (which answers 400 to a value the page cannot use). Fixed choices are listed; choices taken from
 * the items are marked `fromItems`, and the page must supply them, the type checker sees to that.
 */
export type FilterOffer = Omit<AllowedFilters, 'zipcodes' | 'counties'> & { zipcodes?: typeof fromItems; counties?: typeof fromItems };

const routes = { areas: areaIds, zipcodes: fromItems, days: tripDays } as const;
// ?category= is the scenic area here (the area links), ?type= attractions or visitor centres.
const attractions = { categories: areaIds, types: attractionTypes, zipcodes: fromItems, counties: fromItems } as const;

export const listFilterOffers = {
  '/news': { categories: newsCategoryIds },
  '/reports': { areas: areaIds },
  '/events': { areas: areaIds, dates: true },
  '/publications': { categories: publicationCategoryIds },
  '/bilingual-glossary': { categories: glossaryCategoryIds },
  '/faq': {},
  '/consultants': { areas: areaIds, counties: fromItems },
  '/attractions': attractions,
  // The spec's own spelling of the same list (app/[locale]/(site)/attraction re-exports the page).
  '/attraction': attractions,
  '/trails': routes,
  '/bikeways': routes,
  '/tours': { categories: tourCategoryIds, areas: areaIds, days: tripDays },
  '/souvenirs': { categories: souvenirCategoryIds, areas: areaIds, zipcodes: fromItems },
  '/ecology': { categories: ecologyCategoryIds, areas: areaIds },
} as const satisfies Record<string, FilterOffer>;

/** The form a value of an item-taken choice must have: a postal code, a county id. */
const itemChoiceForms: Partial<Record<ChoiceFilterName, RegExp>> = { zipcode: /^\d{3}$/, county: /^[1-9]\d{0,5}$/ };

const offerKeys: Record<ChoiceFilterName, keyof FilterOffer> = {
  area: 'areas',
  category: 'categories',
  zipcode: 'zipcodes',
  county: 'counties',
  days: 'days',
  type: 'types',
};

/** A URL parameter as the page reads it: one value, or all of them when it is repeated. */
function param(query: URLSearchParams, name: string): string | string[] | undefined {
  const values = query.getAll(name);
  return values.length > 1 ? values : values[0];
}

/**
 * Whether a list page's URL holds a filter value the page cannot use, as far as can be told
 * without its items: a choice that is not one of the fixed ones, an item-taken choice of the wrong
 * form, a repeated parameter, or a start or end date that is not a real day (or an end before the
 * start). The page says what is wrong beside the field; a well-formed township the list has no
 * items in is told by the page alone.
 */
export function isUnusableListQuery(path: string, query: URLSearchParams): boolean {
  if (!Object.hasOwn(listFilterOffers, path)) return false;
  const offer: FilterOffer = listFilterOffers[path as keyof typeof listFilterOffers];
  if (offer.dates && hasDateRangeError(parseDateRangeQuery(param(query, 'from'), param(query, 'to')))) return true;
  return (Object.keys(offerKeys) as ChoiceFilterName[]).some((name) => {
    const choices = offer[offerKeys[name]];
    const value = param(query, name);
    if (!choices || value === undefined || value === '') return false;
    if (typeof value !== 'string') return true;
    if (choices === fromItems) return !itemChoiceForms[name]?.test(value);
    return !(choices as readonly (string | number)[]).some((choice) => String(choice) === value);
  });
}
