'use client';

import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type LazyIslandProps<P extends object> = {
  /** A module-level `() => import('./x')`, so the chunk is requested once. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** Server-rendered until the chunk has arrived (the island's "Loading…"). */
  fallback: ReactNode;
};

/**
 * Renders a client component loaded after the page, in its own chunk, and never on the server
 * (Leaflet needs `window`): what next/dynamic with ssr: false does, without next/dynamic's loader
 * runtime in every page's first-load JS (about 1.3 kB gzip, which the site's budget has no room for; see bench/).
 * The shell's deferred parts use it, so it is on every page: an island below the fold waits for
 * the viewport with LazyIslandWhenVisible (lazy-island-when-visible.tsx), kept out of that.
 */
export function LazyIsland<P extends object>({ load, props, fallback }: LazyIslandProps<P>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
  useEffect(() => {
    let mounted = true;
    load().then(
      (module) => mounted && setLoaded({ Component: module.default }),
      // A chunk that fails to load (offline on the trail) leaves the placeholder; logged only (spec section 8).
      (error: unknown) => console.error('[island] failed to load', error instanceof Error ? error.message : error),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded ? createElement(loaded.Component, props) : fallback;
}
