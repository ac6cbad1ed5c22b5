'use client';

import { useId } from 'react';
import { fill, type LiveLabels } from './labels';
import { useLiveDataRefreshes } from './live-refreshing';
import { setLiveUpdatesPaused, setSwitchInUse, useLiveUpdatesPaused, useSwitchInUse } from './live-updates';
import styles from './live.module.css';

type Props = {
  refreshMs: number;
  labels: Pick<LiveLabels, 'refreshEvery' | 'refreshHourly' | 'refreshPaused' | 'pauseUpdates' | 'resumeUpdates'>;
};

const hour = 60 * 60_000;

/**
 * Says how often the widget refreshes itself and lets the visitor stop it (WCAG 2.2.2). The button's
 * words change with the state, so no aria-pressed; the sentence before it says what is happening and
 * is announced when it changes (focus stays on the button, whose new name not every reader speaks).
 * The setting is shared by every widget of the page, so only the sentence of the switch last used is
 * a live region: /nearby has two, which would otherwise both announce one press.
 */
export function LiveUpdatesToggle({ refreshMs, labels }: Props) {
  const paused = useLiveUpdatesPaused();
  const id = useId();
  // Set before the click lands (focus, or pointer down where a click gives buttons no focus).
  const inUse = useSwitchInUse() === id;
  // Sample data (marked as such on the page) is not refreshed: no claim that it updates, no switch.
  const refreshes = useLiveDataRefreshes();
  if (!refreshes) return null;
  const period =
    refreshMs === hour ? labels.refreshHourly : fill(labels.refreshEvery, { minutes: Math.round(refreshMs / 60_000) });
  return (
    <p className={styles.updates}>
      <span aria-live={inUse ? 'polite' : 'off'}>{paused ? labels.refreshPaused : period}</span>{' '}
      <button
        type="button"
        className="button-secondary"
        onFocus={() => setSwitchInUse(id)}
        onPointerDown={() => setSwitchInUse(id)}
        onClick={() => setLiveUpdatesPaused(!paused)}
        data-testid="live-updates-toggle"
      >
        {paused ? labels.resumeUpdates : labels.pauseUpdates}
      </button>
    </p>
  );
}
