import { createTranslator } from 'next-intl';
import statistics from '@/data/visitor-statistics.json';
import { chartLanguage } from '@/components/statistics/chart-language';
import { barOptions, splineOptions } from '@/components/statistics/chart-options';
import { formatMonth } from '@/lib/domain/format';
import { coverageOf } from '@/lib/domain/statistics/coverage';
import { monthlyLines, yearlyTotals } from '@/lib/domain/statistics/series';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** The years the data covers, first to last. */
export const years = coverageOf(statistics.rows).years;

/**
 * What statistics-view.tsx builds the charts from, in one language, for the chart tests: its
 * translator, the area's spots, the texts of a chart, and the month chart of 2021 (against 2020)
 * and the year chart as the page makes them.
 */
export async function chartsBuilderIn(locale: Locale) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Statistics' });
  const language = chartLanguage(locale, messages.Statistics.chart, t('notPublished'));
  const spots = statistics.spots
    .filter((spot) => spot.partOfArea)
    .map((spot) => ({ id: spot.id, name: spot.i18n[apiLangOf(locale)].name }));
  const texts = (title: string) => ({ title, description: '', visitors: t('visitors'), language });
  const spline = (title: string) =>
    splineOptions(
      {
        ...texts(title),
        monthNames: Array.from({ length: 12 }, (_, index) => formatMonth(locale, index + 1)),
        axisName: t('month'),
        seriesName: (line, isPrevious) =>
          isPrevious ? t('previousYear', { spot: line.spot.name, year: line.year }) : line.spot.name,
      },
      monthlyLines(statistics.rows, spots, 2021),
      monthlyLines(statistics.rows, spots, 2020),
    );
  const bar = (title: string, yearLabels: string[]) =>
    barOptions({ ...texts(title), yearLabels, axisName: t('year') }, yearlyTotals(statistics.rows, spots, years));
  return { t, spots, texts, spline, bar };
}
