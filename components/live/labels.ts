import { createElement, Fragment, type ReactNode } from 'react';
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
  /** "Last updated {time}, you are offline". */
  offlineSince: string;
  weatherTitle: string;
  temperatureRange: string;
  rainChance: string;
  condition: Record<WeatherCondition, string>;
  uvTitle: string;
  uvIndex: string;
  aqiTitle: string;
  aqiValue: string;
  aqiStation: string;
  parkingSpaces: string;
  distance: string;
  /** "Updated automatically every {minutes} minutes" (or every hour), its paused state and the switch (WCAG 2.2.2). */
  refreshEvery: string;
  refreshHourly: string;
  refreshPaused: string;
  pauseUpdates: string;
  resumeUpdates: string;
  /** "Source: …" lines by publisher (cwa, moenv, tdx, office). */
  sources: Record<string, string>;
  /** Level names by the domain's message keys ('uv.low', 'aqi.good', 'parking.full', …). */
  levels: Record<string, string>;
};

/** What every live island needs besides its strings: the language for dates and numbers. */
export type LiveContext = { locale: Locale; intlLocale: string };

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The language of text that comes straight from a live answer. zh-cn pages read the zh-tw backend
 * and nothing converts in the browser: the page asks the backend to convert (lib/api/live/paths.ts)
 * and its answer then says `siteLocale: 'zh-cn'`; text of an answer that does not (another backend,
 * a real parking service) stays Traditional Chinese there. English pages get Chinese names where
 * the source has no English one (most car parks, every MOENV station). Such text is marked, so
 * screen readers switch voice and the page's own language stays honest. Japanese pages mark it
 * too: the text is from a Chinese-only source, so its Han characters are Chinese (read in Chinese,
 * drawn with Traditional Chinese glyphs). Text converted on the server (by a server component or
 * by the backend) needs no mark on zh-cn pages (`convertedOnServer`).
 */
export function answerLang(intlLocale: string, text?: string, convertedOnServer = false): string | undefined {
  if (intlLocale === 'zh-Hans') return convertedOnServer ? undefined : 'zh-Hant-TW';
  return (intlLocale === 'en' || intlLocale === 'ja') && text !== undefined && /\p{Script=Han}/u.test(text)
    ? 'zh-Hant-TW'
    : undefined;
}

/**
 * The `lang` of a place's name from a public service (a bus stop, a toilet): none when the answer
 * gave the site's own name of the place in the page's language (`nameLocalized`), else as
 * `answerLang` says for text converted on the server.
 */
export function placeNameLang(
  intlLocale: string,
  place: { name: string; nameLocalized?: boolean },
): string | undefined {
  return place.nameLocalized ? undefined : answerLang(intlLocale, place.name, true);
}

/** The `lang` of a place's address from a public service, as `placeNameLang` for its name. */
export function placeAddressLang(
  intlLocale: string,
  place: { address: string; addressLocalized?: boolean },
): string | undefined {
  return place.addressLocalized ? undefined : answerLang(intlLocale, place.address, true);
}

/** A template with one placeholder filled by a node (a name in another language, a time element). */
export function fillParts(template: string, key: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(`{${key}}`);
  // Children as arguments, not an array: React needs no keys for them.
  return createElement(Fragment, null, before, node, after);
}
