'use client';

import { fill, type LiveLabels } from './labels';
import { setLiveUpdatesPaused, useLiveUpdatesPaused } from './live-updates';
import styles from './live.module.css';

type Props = { refreshMs: number; labels: Pick<LiveLabels, 'refreshEvery' | 'refreshPaused' | 'pauseUpdates' | 'resumeUpdates'> };

/**
 * Says how often the widget refreshes itself and lets the visitor stop it (WCAG 2.2.2). The button's
 * words change with the state, so no aria-pressed; the sentence before it says what is happening.
 */
export function LiveUpdatesToggle({ refreshMs, labels }: Props) {
  const paused = useLiveUpdatesPaused();
  return (
    <p className={styles.updates}>
      <span>{paused ? labels.refreshPaused : fill(labels.refreshEvery, { minutes: Math.round(refreshMs / 60_000) })}</span>{' '}
      <button type="button" className={styles.updatesButton} onClick={() => setLiveUpdatesPaused(!paused)} data-testid="live-updates-toggle">
        {paused ? labels.resumeUpdates : labels.pauseUpdates}
      </button>
    </p>
  );
}
