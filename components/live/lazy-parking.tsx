'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import styles from './live.module.css';

// Loaded after the page (react-query, zod and the parking client are not first-load JS).
const LoadingText = createContext('');

function Loading() {
  return (
    <p className={styles.status} role="status">
      {useContext(LoadingText)}
    </p>
  );
}

const ParkingList = dynamic(() => import('./parking-list'), { ssr: false, loading: Loading });

export function LazyParking(props: ComponentProps<typeof ParkingList>) {
  return (
    <LoadingText.Provider value={props.labels.loading}>
      <ParkingList {...props} />
    </LoadingText.Provider>
  );
}
