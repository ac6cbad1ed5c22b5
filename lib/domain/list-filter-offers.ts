import { areaIds, attractionTypes } from '@/lib/schemas/attraction';
import { ecologyCategoryIds } from '@/lib/schemas/ecology';
import { glossaryCategoryIds } from '@/lib/schemas/glossary';
import { newsCategoryIds } from '@/lib/schemas/news';
import { publicationCategoryIds } from '@/lib/schemas/publication';
import { souvenirCategoryIds } from '@/lib/schemas/souvenir';
import { tourCategoryIds } from '@/lib/schemas/tour';
import { tripDays } from '@/lib/schemas/trail';
import { hasDateRangeError, parseDateRangeQuery } from './date-range';
import { placeChoiceForms, type AllowedFilters, type ChoiceFilterName } from './list-query';

/**
 * The filters each list page offers, in one place for the page (what it reads) and the proxy
 * (which answers 400 to a value the page cannot use). Fixed choices are listed; townships and
 * counties are offered as a whole (their dropdowns list the places the items are in).
 */
export type FilterOffer = AllowedFilters;

const routes = { areas: areaIds, zipcodes: true, days: tripDays } as const;
// ?category= is the scenic area here (the area links), ?type= attractions or visitor centres.
const attractions = { categories: areaIds, types: attractionTypes, zipcodes: true, counties: true } as const;

export const listFilterOffers = {
  '/news': { categories: newsCategoryIds },
  '/reports': { areas: areaIds },
  '/events': { areas: areaIds, dates: true },
  '/publications': { categories: publicationCategoryIds },
  '/bilingual-glossary': { categories: glossaryCategoryIds },
  '/faq': {},
  '/consultants': { areas: areaIds, counties: true },
  '/attractions': attractions,
  // The spec's own spelling of the same list (app/[locale]/(site)/attraction re-exports the page).
  '/attraction': attractions,
  '/trails': routes,
  '/bikeways': routes,
  '/tours': { categories: tourCategoryIds, areas: areaIds, days: tripDays },
  '/souvenirs': { categories: souvenirCategoryIds, areas: areaIds, zipcodes: true },
  '/ecology': { categories: ecologyCategoryIds, areas: areaIds },
} as const satisfies Record<string, FilterOffer>;

const itemChoiceForms: Partial<Record<ChoiceFilterName, RegExp>> = placeChoiceForms;

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
 * start). A well-formed township or county filters the list even when none of its items is there.
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
    if (choices === true) return !itemChoiceForms[name]?.test(value);
    return !(choices as readonly (string | number)[]).some((choice) => String(choice) === value);
  });
}
