'use client';

import type { ComponentProps } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import type NearbyMap from './nearby-map';
import styles from './map.module.css';

// Leaflet and react-query load after the page, only where this map is shown (never on the server).
const loadMap = () => import('./nearby-map');

export function LazyNearbyMap({ loadingLabel, ...props }: ComponentProps<typeof NearbyMap> & { loadingLabel: string }) {
  const fallback = (
    <div className={`${styles.placeholder} needs-js`} role="status">
      {loadingLabel}
    </div>
  );
  return <LazyIsland load={loadMap} props={props} fallback={fallback} />;
}
