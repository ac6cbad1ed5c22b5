'use client';

import type { ComponentProps } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import type LeafletMap from './leaflet-map';
import styles from './map.module.css';

// Leaflet (about 45 kB gzip with its CSS) loads only where a map is shown, after the page, and
// never on the server (it needs `window`): the same as next/dynamic with ssr: false, without
// next/dynamic's loader runtime in the page's first-load JS.
const loadMap = () => import('./leaflet-map');

export function LazyMap({
  loadingLabel,
  whenVisible,
  ...props
}: ComponentProps<typeof LeafletMap> & { loadingLabel: string; whenVisible?: boolean }) {
  const fallback = (
    <div className={`${styles.placeholder} needs-js`} role="status">
      {loadingLabel}
    </div>
  );
  return <LazyIsland load={loadMap} props={props} fallback={fallback} whenVisible={whenVisible} />;
}
