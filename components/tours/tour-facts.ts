import { getTranslations } from 'next-intl/server';
import type { Fact } from '@/components/content/fact-list';
import type { Tour } from '@/lib/api/tours';
import { formatPlace } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { tourCategoryIds } from '@/lib/schemas/tour';

/** The tour's theme: its category among the four tour categories. */
export function tourTheme(tour: Tour): string | undefined {
  const index = tour.categories.findIndex((id) => (tourCategoryIds as readonly number[]).includes(id));
  return index >= 0 ? tour.categoryNames[index] : undefined;
}

/** A tour's facts as label/value pairs: theme, length, area, starting township. */
export async function tourFacts(tour: Tour, locale: Locale): Promise<Fact[]> {
  const t = await getTranslations({ locale, namespace: 'Tours' });
  const trails = await getTranslations({ locale, namespace: 'Trails' });
  const facts: Fact[] = [];
  const theme = tourTheme(tour);
  if (theme) facts.push({ key: 'category', label: t('category'), value: theme });
  facts.push({
    key: 'days',
    label: t('days'),
    value: tour.days === 0.5 ? trails('halfDay') : trails('daysValue', { days: tour.days }),
  });
  if (tour.areaName) facts.push({ key: 'area', label: t('area'), value: tour.areaName });
  if (tour.districtName)
    facts.push({
      key: 'district',
      label: t('district'),
      value: formatPlace(locale, tour.countyName, tour.districtName),
    });
  return facts;
}
