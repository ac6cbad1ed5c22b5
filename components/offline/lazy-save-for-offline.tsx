'use client';

import type { ComponentProps } from 'react';
import { LazyIslandWhenVisible } from '@/components/live/lazy-island-when-visible';
import type SaveForOffline from './save-for-offline';
import styles from './offline.module.css';

// Loaded once the box comes near the viewport: the button and the pack code are not first-load JS
// (the issue: pages gain no more than the worker's small registration script).
const loadBox = () => import('./save-for-offline');

export function LazySaveForOffline(props: ComponentProps<typeof SaveForOffline>) {
  const fallback = (
    <section className={styles.save} aria-label={props.labels.heading}>
      <h2>{props.labels.heading}</h2>
      <p>{props.labels.intro}</p>
    </section>
  );
  return <LazyIslandWhenVisible load={loadBox} props={props} fallback={fallback} />;
}
