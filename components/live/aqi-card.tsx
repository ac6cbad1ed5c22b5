'use client';

import { livePaths } from '@/lib/api/live/paths';
import { aqiStationEnglishName } from '@/lib/domain/live/aqi-station-names';
import { aqiLevels } from '@/lib/domain/live/exposure-levels';
import { aqiAnswerSchema } from '@/lib/schemas/live/aqi';
import { answerLang, fill, fillParts, type LiveContext, type LiveLabels } from './labels';
import { LevelBadge } from './level-badge';
import { LiveOfflineNote } from './live-offline-note';
import { LiveStatus, SampleNote, formatTime } from './live-status';
import { refreshMs, useLiveQuery } from './use-live-query';
import styles from './live.module.css';

/** The nearest MOENV station's latest AQI (spec section 9: levels 1-6). */
export function AqiCard({
  siteName,
  labels,
  locale,
  intlLocale,
}: { siteName: string; labels: LiveLabels } & LiveContext) {
  const query = useLiveQuery(livePaths.aqi(locale, siteName), aqiAnswerSchema, refreshMs.conditions);
  const reading = query.data?.data;
  const info = reading?.level ? aqiLevels[reading.level] : undefined;
  // Japanese and Chinese pages show the station as MOENV writes it; English ones its English name when known.
  const englishStation = reading && intlLocale === 'en' ? aqiStationEnglishName(reading.siteName) : undefined;
  // MOENV names stations in Traditional Chinese only; a zh-cn page gets them converted (the answer says so).
  const stationLang = reading && answerLang(intlLocale, reading.siteName, query.data?.siteLocale === 'zh-cn');
  return (
    <section className={styles.card} aria-labelledby={`aqi-${siteName}`} data-testid="aqi-card">
      <h3 id={`aqi-${siteName}`}>{labels.aqiTitle}</h3>
      {query.isPending ? <LiveStatus state="loading" labels={labels} /> : null}
      {!query.isPending && !info ? <LiveStatus state="empty" labels={labels} /> : null}
      {info && reading ? (
        <>
          <p className={styles.reading}>
            <LevelBadge colours={info} label={labels.levels[info.messageKey] ?? reading.status} />
            {reading.aqi !== null ? <span>{fill(labels.aqiValue, { aqi: reading.aqi })}</span> : null}
          </p>
          <p className={styles.meta}>
            {englishStation
              ? fill(labels.aqiStation, { station: englishStation })
              : fillParts(labels.aqiStation, 'station', <span lang={stationLang}>{reading.siteName}</span>)}
            {reading.publishTime
              ? ` · ${fill(labels.updated, { time: formatTime(reading.publishTime, intlLocale) })}`
              : null}
          </p>
        </>
      ) : null}
      <LiveOfflineNote query={query} labels={labels} intlLocale={intlLocale} />
      {query.data ? <SampleNote answer={query.data} labels={labels} intlLocale={intlLocale} /> : null}
    </section>
  );
}
