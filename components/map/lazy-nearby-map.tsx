'use client';

import type { ComponentProps, ReactNode } from 'react';
import { LazyIsland } from '@/components/live/lazy-island';
import type NearbyMap from './nearby-map';

// Leaflet and react-query load after the page, only where this map is shown (never on the server).
const loadMap = () => import('./nearby-map');

/** `fallback`: a MapPlaceholder (map-placeholder.tsx), rendered on the server by /nearby. */
export function LazyNearbyMap({ fallback, ...props }: ComponentProps<typeof NearbyMap> & { fallback: ReactNode }) {
  return <LazyIsland load={loadMap} props={props} fallback={fallback} />;
}
