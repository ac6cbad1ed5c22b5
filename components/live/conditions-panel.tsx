'use client';

import { AqiCard } from './aqi-card';
import type { LiveContext, LiveLabels } from './labels';
import { LiveUpdatesToggle } from './live-updates-toggle';
import { LiveQueryProvider } from './query-provider';
import { refreshMs } from './use-live-query';
import { UvCard } from './uv-card';
import { WeatherCard } from './weather-card';
import styles from './live.module.css';

/** Weather, UV and AQI of one area postal code (the backend picks the township and the nearest station). */
export default function ConditionsPanel({
  zipcode,
  labels,
  locale,
  intlLocale,
}: { zipcode: string; labels: LiveLabels } & LiveContext) {
  const context = { labels, locale, intlLocale };
  return (
    <LiveQueryProvider>
      <div className={styles.cards}>
        <WeatherCard zipcode={zipcode} {...context} />
        <UvCard siteName={zipcode} {...context} />
        <AqiCard siteName={zipcode} {...context} />
      </div>
      <LiveUpdatesToggle refreshMs={refreshMs.conditions} labels={labels} />
    </LiveQueryProvider>
  );
}
