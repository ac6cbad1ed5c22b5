'use client';

import { livePaths } from '@/lib/api/live/paths';
import { uvLevels } from '@/lib/domain/live/exposure-levels';
import { uvAnswerSchema } from '@/lib/schemas/live/weather';
import { fill, type LiveContext, type LiveLabels } from './labels';
import { LevelBadge } from './level-badge';
import { LiveOfflineNote } from './live-offline-note';
import { LiveStatus, SampleNote } from './live-status';
import { refreshMs, useLiveQuery } from './use-live-query';
import styles from './live.module.css';

/** The next daytime UV forecast (spec section 9: levels 1-5), as words on the CWA scale colour. */
export function UvCard({
  siteName,
  labels,
  locale,
  intlLocale,
}: { siteName: string; labels: LiveLabels } & LiveContext) {
  const query = useLiveQuery(livePaths.uv(locale, siteName), uvAnswerSchema, refreshMs.conditions);
  const reading = query.data?.data;
  const info = reading?.level ? uvLevels[reading.level] : undefined;
  return (
    <section className={styles.card} aria-labelledby={`uv-${siteName}`} data-testid="uv-card">
      <h3 id={`uv-${siteName}`}>{labels.uvTitle}</h3>
      {query.isPending ? <LiveStatus state="loading" labels={labels} /> : null}
      {!query.isPending && !info ? <LiveStatus state="empty" labels={labels} /> : null}
      {info && reading ? (
        <p className={styles.reading}>
          <LevelBadge colours={info} label={labels.levels[info.messageKey] ?? ''} />
          {reading.index !== null ? <span>{fill(labels.uvIndex, { index: reading.index })}</span> : null}
        </p>
      ) : null}
      <LiveOfflineNote query={query} labels={labels} intlLocale={intlLocale} />
      {query.data ? <SampleNote answer={query.data} labels={labels} intlLocale={intlLocale} /> : null}
    </section>
  );
}
