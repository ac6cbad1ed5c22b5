'use client';

import type { ComponentProps } from 'react';
import type CrowdFlowTable from './crowd-flow-table';
import { LazyIsland } from './lazy-island';
import styles from './live.module.css';

// The table refreshes in the browser only, so its code (react-query, zod) loads after the page.
const loadTable = () => import('./crowd-flow-table');

export function LazyCrowdFlow(props: ComponentProps<typeof CrowdFlowTable>) {
  const fallback = (
    <p className={`${styles.status} needs-js`} role="status">
      {props.labels.loading}
    </p>
  );
  return <LazyIsland load={loadTable} props={props} fallback={fallback} />;
}
