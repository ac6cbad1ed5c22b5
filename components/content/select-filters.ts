import { getTranslations } from 'next-intl/server';
import { areaIds } from '@/lib/schemas/attraction';
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
export async function categorySelect(ids: readonly number[], label: (id: number) => string, value: number | undefined): Promise<SelectFilter> {
  const filters = await getTranslations('Filters');
  return {
    name: 'category',
    label: filters('category'),
    anyLabel: filters('anyCategory'),
    value: value?.toString(),
    options: ids.map((id) => ({ value: String(id), label: label(id) })),
  };
}
