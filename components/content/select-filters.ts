import { getLocale, getTranslations } from 'next-intl/server';
import { listPlaces, type Places } from '@/lib/api/resource';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { areaIds } from '@/lib/schemas/attraction';
import { tripDays } from '@/lib/schemas/trail';
import type { SelectFilter } from './filter-bar';

/** The filter bar's scenic-area choice. */
export async function areaSelect(value: number | undefined): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  const common = await getTranslations('Common');
  return {
    name: 'area',
    label: filters('area'),
    anyLabel: filters('anyArea'),
    value: value?.toString(),
    options: areaIds.map((id) => ({ value: String(id), label: common(`areas.${id}`) })),
  };
}

/** The filter bar's category choice, with each category's label. */
export async function categorySelect(
  ids: readonly number[],
  label: (id: number) => string,
  value: number | undefined,
): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  return {
    name: 'category',
    label: filters('category'),
    anyLabel: filters('anyCategory'),
    value: value?.toString(),
    options: ids.map((id) => ({ value: String(id), label: label(id) })),
  };
}

type Placed = { zipcode?: string; districtName?: string; countyId?: number; countyName?: string };

/** Distinct [value, label] pairs, in first-seen order, of the items that have both. */
function choicesOf<T>(items: readonly T[], pick: (item: T) => [string | undefined, string | undefined]) {
  const seen = new Map<string, string>();
  for (const item of items) {
    const [value, label] = pick(item);
    if (value && label && !seen.has(value)) seen.set(value, label);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.value.localeCompare(b.value));
}

type Choice = { value: string; label: string };

/**
 * The offered choices plus the one the URL chose when none of the items is there (it still
 * filters, to "No Data"), named from the area's place tables, or by its code if they lack it.
 */
async function withChosen(
  options: Choice[],
  value: string | undefined,
  nameOf: (places: Places) => string | undefined,
): Promise<Choice[]> {
  if (value === undefined || options.some((option) => option.value === value)) return options;
  const locale = await getLocale();
  const places = await listPlaces(isLocale(locale) ? locale : defaultLocale);
  return [...options, { value, label: nameOf(places) ?? value }].sort((a, b) => a.value.localeCompare(b.value));
}

/** The township (postal code) choice, offering the townships the list has items in. */
export async function districtSelect(items: readonly Placed[], value: string | undefined): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  const options = await withChosen(
    choicesOf(items, (item) => [item.zipcode, item.districtName]),
    value,
    (places) => places.districts.find((district) => district.zipcode === value)?.name,
  );
  return { name: 'zipcode', label: filters('district'), anyLabel: filters('anyDistrict'), value, options };
}

/** The county choice, offering the counties the list has items in. */
export async function countySelect(items: readonly Placed[], value: number | undefined): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  const chosen = value?.toString();
  const options = await withChosen(
    choicesOf(items, (item) => [item.countyId?.toString(), item.countyName]),
    chosen,
    (places) => places.counties.find((county) => county.id === value)?.name,
  );
  return { name: 'county', label: filters('county'), anyLabel: filters('anyCounty'), value: chosen, options };
}

/** The trip-length choice (spec section 9: 0.5, 1, 2 or 3 days). */
export async function daysSelect(value: number | undefined, label: string): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  const trails = await getTranslations('Trails');
  return {
    name: 'days',
    label,
    anyLabel: filters('anyDays'),
    value: value?.toString(),
    options: tripDays.map((days) => ({
      value: String(days),
      label: days === 0.5 ? trails('halfDay') : trails('daysValue', { days }),
    })),
  };
}
