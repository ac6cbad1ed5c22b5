'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { chartHeights, type ChartOptions } from './chart-options';
import styles from './statistics.module.css';

// Highcharts is a chunk of its own, loaded only on this page and only when a chart comes into view.
const VisitorChart = dynamic(() => import('./visitor-chart'), { ssr: false });

type Props = { options: ChartOptions };

/**
 * A chart's place on the page: its box keeps the chart's height from the start, the middle or
 * narrow layout's where the chart will take it (no layout shift), and the chart is drawn when the box
 * comes near the screen. Before that (or without JavaScript) the table under it holds the same
 * figures.
 */
export function ChartSlot({ options }: Props) {
  const heights = chartHeights(options);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const reserved = {
    '--chart-height': `${heights.standard}px`,
    '--chart-middle-height': `${heights.middle}px`,
    '--chart-narrow-height': `${heights.narrow}px`,
  } as React.CSSProperties;
  return (
    <div className={styles.chartFrame}>
      <div ref={box} className={styles.chart} style={reserved}>
        {near ? <VisitorChart options={options} /> : null}
      </div>
    </div>
  );
}
