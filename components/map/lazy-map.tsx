'use client';

import type { ComponentProps, ReactNode } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import { LazyIslandWhenVisible } from '@/components/live/lazy-island-when-visible';
import type LeafletMap from './leaflet-map';

// Leaflet (about 45 kB gzip with its CSS) loads only where a map is shown, after the page, and
// never on the server (it needs `window`): the same as next/dynamic with ssr: false, without
// next/dynamic's loader runtime in the page's first-load JS.
const loadMap = () => import('./leaflet-map');

/** `fallback`: a MapPlaceholder (map-placeholder.tsx), rendered by the caller, on the server where it can be. */
export function LazyMap({
  fallback,
  whenVisible,
  ...props
}: ComponentProps<typeof LeafletMap> & { fallback: ReactNode; whenVisible?: boolean }) {
  const Island = whenVisible ? LazyIslandWhenVisible : LazyIsland;
  return <Island load={loadMap} props={props} fallback={fallback} />;
}
