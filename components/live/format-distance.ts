import { distanceParts } from '@/lib/domain/live/distance';

/** Spec section 9's distance rule ("850 m", "1.2 km"), with the language's own number and unit words. */
export function formatDistanceIn(km: number, intlLocale: string): string {
  const { value, unit } = distanceParts(km);
  return new Intl.NumberFormat(intlLocale, {
    style: 'unit',
    unit: unit === 'm' ? 'meter' : 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: unit === 'km' ? 1 : 0,
    maximumFractionDigits: unit === 'km' ? 1 : 0,
  }).format(value);
}
