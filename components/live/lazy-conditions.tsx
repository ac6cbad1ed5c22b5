'use client';

import type { ComponentProps } from 'react';
import type ConditionsPanel from './conditions-panel';
import { LazyIsland } from './lazy-island';
import styles from './live.module.css';

// react-query, zod and the cards load after the page has rendered, in their own chunk, so they
// do not count against the site's first-load JS budget (bench/).
const loadPanel = () => import('./conditions-panel');

export function LazyConditions({
  whenVisible,
  ...props
}: ComponentProps<typeof ConditionsPanel> & { whenVisible?: boolean }) {
  const fallback = (
    <p className={`${styles.status} needs-js`} role="status">
      {props.labels.loading}
    </p>
  );
  return <LazyIsland load={loadPanel} props={props} fallback={fallback} whenVisible={whenVisible} />;
}
