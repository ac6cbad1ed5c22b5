'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import styles from './map.module.css';

// Leaflet and react-query load after the page, only where this map is shown.
const LoadingText = createContext('');

function Loading() {
  return (
    <div className={styles.placeholder} role="status">
      {useContext(LoadingText)}
    </div>
  );
}

const NearbyMap = dynamic(() => import('./nearby-map'), { ssr: false, loading: Loading });

export function LazyNearbyMap({ loadingLabel, ...props }: ComponentProps<typeof NearbyMap> & { loadingLabel: string }) {
  return (
    <LoadingText.Provider value={loadingLabel}>
      <NearbyMap {...props} />
    </LoadingText.Provider>
  );
}
