'use client';

import { useState } from 'react';
import { fill, type LiveLabels } from './labels';
import { setLiveUpdatesPaused, useLiveUpdatesPaused } from './live-updates';
import styles from './live.module.css';

type Props = { refreshMs: number; labels: Pick<LiveLabels, 'refreshEvery' | 'refreshHourly' | 'refreshPaused' | 'pauseUpdates' | 'resumeUpdates'> };

const hour = 60 * 60_000;

/**
 * Says how often the widget refreshes itself and lets the visitor stop it (WCAG 2.2.2). The button's
 * words change with the state, so no aria-pressed; the sentence before it says what is happening and
 * is announced when it changes (focus stays on the button, whose new name not every reader speaks).
 * The switch is shared by every widget of the page, so only the sentence of the switch in use is a
 * live region: /nearby has two, which would otherwise both announce one press.
 */
export function LiveUpdatesToggle({ refreshMs, labels }: Props) {
  const paused = useLiveUpdatesPaused();
  // Set before the click lands (focus, or pointer down where buttons take no focus on click).
  const [inUse, setInUse] = useState(false);
  const period = refreshMs === hour ? labels.refreshHourly : fill(labels.refreshEvery, { minutes: Math.round(refreshMs / 60_000) });
  return (
    <p className={styles.updates}>
      <span aria-live={inUse ? 'polite' : 'off'}>{paused ? labels.refreshPaused : period}</span>{' '}
      <button
        type="button"
        className="button-secondary"
        onFocus={() => setInUse(true)}
        onPointerDown={() => setInUse(true)}
        onBlur={() => setInUse(false)}
        onClick={() => setLiveUpdatesPaused(!paused)}
        data-testid="live-updates-toggle"
      >
        {paused ? labels.resumeUpdates : labels.pauseUpdates}
      </button>
    </p>
  );
}
