'use client';

import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/pattern-fill';
import HighchartsReact from 'highcharts-react-official';
import type { ChartOptions } from './chart-options';

/** Highcharts' own words in the page's language: month names and number separators. */
export type ChartLanguage = {
  locale: string;
  months: string[];
  shortMonths: string[];
  thousandsSep: string;
  decimalPoint: string;
  chartContainerLabel: string;
};

/** One chart, with Highcharts' accessibility module (keyboard access to every point, screen-reader summaries). */
export default function VisitorChart({ options, language }: { options: ChartOptions; language: ChartLanguage }) {
  Highcharts.setOptions({
    lang: {
      locale: language.locale,
      months: language.months,
      shortMonths: language.shortMonths,
      thousandsSep: language.thousandsSep,
      decimalPoint: language.decimalPoint,
      accessibility: { chartContainerLabel: language.chartContainerLabel },
    },
  });
  return <HighchartsReact highcharts={Highcharts} options={options as Highcharts.Options} />;
}
