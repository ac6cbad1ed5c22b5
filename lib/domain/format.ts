import { htmlLang, isLocale, locales, type Locale } from '@/lib/i18n/locales';

/**
 * The one date locale per language, used by every formatter of the site. English is en-GB (day,
 * month, year: "27 November 2026", 24-hour times): what most of the site already wrote, the order
 * an international audience reads without doubt, and the 24-hour clock Taiwan's timetables use.
 */
const dateLocales: Record<Locale, string> = {
  'zh-tw': 'zh-TW',
  // Simplified Chinese is the Traditional site converted, dates and times included: zh-CN's own
  // conventions (一月, 24-hour 10:00) set a page's figures apart from its converted text ("1月至十月").
  'zh-cn': 'zh-TW',
  en: 'en-GB',
  ja: 'ja-JP',
};

/**
 * The same date locale for a language known by its route locale or backend language (the forms get
 * `en`, `zh-tw`) or only by its html lang (the live islands get `en`, `zh-Hant-TW`): English dates
 * then read "9 March 2025" there as everywhere else.
 */
export function dateLocaleOfLang(languageTag: string): string {
  if (isLocale(languageTag)) return dateLocales[languageTag];
  const locale = locales.find((candidate) => htmlLang[candidate] === languageTag);
  return locale ? dateLocales[locale] : languageTag;
}

/** A calendar day as the language expects it (2026年3月14日 / 14 March 2026), in Taiwan time. */
export function formatDay(locale: Locale, isoDay: string): string {
  return new Intl.DateTimeFormat(dateLocales[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Taipei',
  }).format(new Date(`${isoDay}T12:00:00+08:00`));
}

/** A month's name in the language (November, 11月). */
export function formatMonth(locale: Locale, month: number): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  );
}

/** A month of a year as the language writes it (November 2020, 2020年11月). */
export function formatYearMonth(locale: Locale, year: number, month: number): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

/** Items joined as the language lists them ("A, B and C", 「A、B和C」). */
export function formatList(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(dateLocales[locale], { style: 'long', type: 'conjunction' }).format(items);
}

/** A span of days; one date when both ends are the same day. */
export function formatDayRange(locale: Locale, begin: string | undefined, end: string | undefined): string | undefined {
  return formatDayRangeParts(locale, begin, end)?.join(dayRangeDash);
}

/** What stands between a range's first and last day. */
export const dayRangeDash = ' – ';

/** A range's days, one or two, each formatted: for showing each on one line ("25 / January 2026" is hard to read). */
export function formatDayRangeParts(
  locale: Locale,
  begin: string | undefined,
  end: string | undefined,
): [string] | [string, string] | undefined {
  if (!begin && !end) return undefined;
  if (!begin || !end || begin === end) return [formatDay(locale, (begin ?? end)!)];
  return [formatDay(locale, begin), formatDay(locale, end)];
}

/** Numbers with thousands separators (spec section 9). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(dateLocales[locale]).format(value);
}

/**
 * A share or a change in percent, always with its one decimal (21.0, -19.0), so that figures shown
 * side by side read alike; the statistics round them to one decimal (lib/domain/statistics/series.ts).
 */
export function formatPercentFigure(locale: Locale, value: number): string {
  return new Intl.NumberFormat(dateLocales[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A township in its county as each language writes it: 新竹縣北埔鄉, Beipu Township, Hsinchu County. */
export function formatPlace(locale: Locale, county: string | undefined, district: string | undefined): string {
  const parts = [county, district].filter((part): part is string => Boolean(part));
  return locale === 'en' ? parts.reverse().join(', ') : parts.join('');
}

/** The year in Taiwan (spec: dates in +08:00), for the copyright line. */
export function currentYearInTaiwan(): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Taipei' }).format(new Date());
}
