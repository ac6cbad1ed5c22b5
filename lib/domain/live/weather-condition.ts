export type WeatherCondition = 'clear' | 'partlyCloudy' | 'cloudy' | 'rain' | 'thunder' | 'fog' | 'snow' | 'unknown';

/**
 * CWA weather phenomenon codes (Wx, 01-42) grouped into the few conditions the site names in every
 * language: the forecast words themselves are Chinese only (CWA publishes no translation).
 */
const groups: [WeatherCondition, number[]][] = [
  ['clear', [1]],
  ['partlyCloudy', [2, 3]],
  ['cloudy', [4, 5, 6, 7]],
  ['thunder', [15, 16, 17, 18, 21, 22, 33, 34, 35, 36, 41]],
  ['fog', [24, 25, 26, 27, 28]],
  ['snow', [23, 37, 42]],
  ['rain', [8, 9, 10, 11, 12, 13, 14, 19, 20, 29, 30, 31, 32, 38, 39]],
];

export function weatherCondition(code: string | null | undefined): WeatherCondition {
  const value = Number(code);
  if (!code || !Number.isInteger(value)) return 'unknown';
  return groups.find(([, codes]) => codes.includes(value))?.[0] ?? 'unknown';
}
