'use client';

import type { ComponentProps } from 'react';
import type ParkingList from './parking-list';
import { LazyIsland } from './lazy-island';
import styles from './live.module.css';

// Loaded after the page: react-query, zod and the parking client are not first-load JS.
const loadList = () => import('./parking-list');

export function LazyParking(props: ComponentProps<typeof ParkingList>) {
  const fallback = (
    <p className={`${styles.status} needs-js`} role="status">
      {props.labels.loading}
    </p>
  );
  return <LazyIsland load={loadList} props={props} fallback={fallback} />;
}
