import type { LangOptions } from 'highcharts';
import { formatMonth } from '@/lib/domain/format';
import type { Messages } from '@/lib/i18n/messages';
import { htmlLang, type Locale } from '@/lib/i18n/locales';

/**
 * The Statistics.chart messages: what Highcharts (its accessibility module above all) says and
 * shows, in the shape and with the placeholders of its `lang` options ({numSeries},
 * {series.name}, {#eq …}). They are read raw (`t.raw`), never formatted as ICU messages; zh-cn gets
 * them converted from zh-tw with the rest of the catalogue (lib/i18n/messages.ts).
 */
export type ChartMessages = Messages['Statistics']['chart'];

/** Highcharts' words and number conventions in one language: plain data, made on the server. */
export type ChartLanguage = {
  lang: LangOptions;
  /** How a point's value is read out. In Highcharts an accessibility option, not a lang string. */
  pointValue: string;
  /**
   * How a whole point is read out: its month, year or slice, its value, its series. Highcharts'
   * own description appends the series name with an ASCII full stop in every language.
   */
  pointDescription: string;
  /** A pie slice's label (name and share), with the language's punctuation. */
  pieLabel: string;
};

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** Chinese and Japanese group large numbers by 萬/万 (10⁴) and 億 (10⁸): 20萬, 20万, not 200k. */
const groupedByTenThousand: readonly Locale[] = ['zh-tw', 'zh-cn', 'ja'];

/**
 * Everything Highcharts would otherwise say in English for the page's charts: the screen-reader
 * section (chart type, axes, data ranges, end marker), series and point descriptions, the legend,
 * the container labels, and the axis numbers' abbreviations. Strings for parts the page does not
 * load (exporting, zoom, sonification, data table, annotations) are left out.
 *
 * `notPublished` is the tables' word for a month the dataset leaves empty, so a null point is
 * read out as the table shows it.
 */
export function chartLanguage(locale: Locale, messages: ChartMessages, notPublished: string): ChartLanguage {
  const parts = new Intl.NumberFormat(htmlLang[locale]).formatToParts(12345.6);
  const thousandsSep = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimalPoint = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const { numericSymbols, pointValue, pieLabel, accessibility } = messages;
  // The message's {x}, {value} and {series}, in Highcharts' format language (its context is the point).
  const pointDescription = messages.pointDescription
    .replace('{x}', '{#if category}{category}{else}{name}{/if}')
    .replace('{value}', `{#if isNull}${notPublished}{else}{y:,.0f}{/if}`)
    .replace('{series}', '{series.name}');
  const monthNames = months.map((month) => formatMonth(locale, month));
  return {
    lang: {
      locale: htmlLang[locale],
      months: monthNames,
      shortMonths: monthNames,
      thousandsSep,
      decimalPoint,
      numericSymbols,
      numericSymbolMagnitude: groupedByTenThousand.includes(locale) ? 10_000 : 1000,
      accessibility: {
        ...accessibility,
        // The point values read out use their own separator setting (default ",").
        thousandsSep,
        series: { ...accessibility.series, nullPointValue: notPublished },
      },
    },
    pointValue,
    pointDescription,
    pieLabel,
  };
}
