'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import styles from './map.module.css';

// Leaflet (about 40 kB gzip with its CSS) loads only where a map is shown, after the page.
const LoadingText = createContext('');

function Loading() {
  return (
    <div className={styles.placeholder} role="status">
      {useContext(LoadingText)}
    </div>
  );
}

const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false, loading: Loading });

export function LazyMap({ loadingLabel, ...props }: ComponentProps<typeof LeafletMap> & { loadingLabel: string }) {
  return (
    <LoadingText.Provider value={loadingLabel}>
      <LeafletMap {...props} />
    </LoadingText.Provider>
  );
}
