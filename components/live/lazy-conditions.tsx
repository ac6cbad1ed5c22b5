'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import styles from './live.module.css';

// react-query, zod and the cards load after the page has rendered, in their own chunk, so they
// do not count against the site's first-load JS budget (bench/). The placeholder reads its
// translated "Loading…" from context because next/dynamic's `loading` gets no props.
const LoadingText = createContext('');

function Loading() {
  return (
    <p className={styles.status} role="status">
      {useContext(LoadingText)}
    </p>
  );
}

const ConditionsPanel = dynamic(() => import('./conditions-panel'), { ssr: false, loading: Loading });

export function LazyConditions(props: ComponentProps<typeof ConditionsPanel>) {
  return (
    <LoadingText.Provider value={props.labels.loading}>
      <ConditionsPanel {...props} />
    </LoadingText.Provider>
  );
}
