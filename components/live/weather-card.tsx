'use client';

import { livePaths } from '@/lib/api/live/paths';
import { weatherCondition } from '@/lib/domain/live/weather-condition';
import { weatherAnswerSchema } from '@/lib/schemas/live/weather';
import { fill, type LiveContext, type LiveLabels } from './labels';
import { LiveOfflineNote } from './live-offline-note';
import { LiveStatus, SampleNote, formatTime } from './live-status';
import { refreshMs, useLiveQuery } from './use-live-query';
import styles from './live.module.css';

/** The next three forecast periods of a postal code's township (or county, for the sample). */
export function WeatherCard({
  zipcode,
  labels,
  locale,
  intlLocale,
}: { zipcode: string; labels: LiveLabels } & LiveContext) {
  const query = useLiveQuery(livePaths.weatherForecast(locale, zipcode), weatherAnswerSchema, refreshMs.conditions);
  const periods = query.data?.data.periods.slice(0, 3) ?? [];
  return (
    <section className={styles.card} aria-labelledby={`weather-${zipcode}`} data-testid="weather-card">
      <h3 id={`weather-${zipcode}`}>{labels.weatherTitle}</h3>
      {query.isPending ? <LiveStatus state="loading" labels={labels} /> : null}
      {!query.isPending && periods.length === 0 ? <LiveStatus state="empty" labels={labels} /> : null}
      {periods.length > 0 ? (
        <ul className={styles.periods}>
          {periods.map((period) => (
            <li key={period.start}>
              <span className={styles.when}>{formatTime(period.start, intlLocale)}</span>
              <strong>{labels.condition[weatherCondition(period.weatherCode)]}</strong>
              {period.minTemperature !== null && period.maxTemperature !== null ? (
                <span>{fill(labels.temperatureRange, { min: period.minTemperature, max: period.maxTemperature })}</span>
              ) : null}
              {period.pop !== null ? <span>{fill(labels.rainChance, { pop: period.pop })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <LiveOfflineNote query={query} labels={labels} intlLocale={intlLocale} />
      {query.data ? <SampleNote answer={query.data} labels={labels} intlLocale={intlLocale} /> : null}
    </section>
  );
}
