'use client';

import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/pattern-fill';
import HighchartsReact from 'highcharts-react-official';
import type { ChartOptions } from './chart-options';

/**
 * One chart, with Highcharts' accessibility module (keyboard access to every point, screen-reader
 * summaries). Its words come with its options, in the page's language (chart-language.ts).
 */
export default function VisitorChart({ options }: { options: ChartOptions }) {
  // Axis labels take the number abbreviations (萬, 万, k) from the global options only: Highcharts'
  // default label formatter ignores the chart's own lang. The page's charts share one language.
  const { numericSymbols, numericSymbolMagnitude } = options.lang;
  Highcharts.setOptions({ lang: { numericSymbols, numericSymbolMagnitude } });
  return (
    <HighchartsReact highcharts={Highcharts} options={options as Highcharts.Options} callback={dropVersionStamp} />
  );
}

/**
 * Highcharts writes <desc>Created with Highcharts 13.1.1</desc> into every chart's SVG, which
 * screen readers announce as the chart's description, in English. The accessibility module
 * labels and describes the chart in the page's language; the stamp goes.
 */
function dropVersionStamp(chart: Highcharts.Chart) {
  chart.renderer.box.querySelector(':scope > desc')?.remove();
}
