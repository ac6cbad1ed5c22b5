import type { Locale } from '@/lib/i18n/locales';
import type { WeatherCondition } from '@/lib/domain/live/weather-condition';

export type { WeatherCondition };

/**
 * Strings of the live widgets. Client islands get them as props from their server parent (no
 * next-intl provider ships to the browser); templates keep their `{name}` placeholders and are
 * filled with `fill` in the browser.
 */
export type LiveLabels = {
  loading: string;
  noData: string;
  sampleRecorded: string;
  sampleConstructed: string;
  updated: string;
  weatherTitle: string;
  temperatureRange: string;
  rainChance: string;
  condition: Record<WeatherCondition, string>;
  uvTitle: string;
  uvIndex: string;
  aqiTitle: string;
  aqiValue: string;
  aqiStation: string;
  parkingTitle: string;
  parkingSpaces: string;
  distance: string;
  /** Level names by the domain's message keys ('uv.low', 'aqi.good', 'parking.full', …). */
  levels: Record<string, string>;
};


/** What every live island needs besides its strings: the language for dates and numbers. */
export type LiveContext = { locale: Locale; intlLocale: string };

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
