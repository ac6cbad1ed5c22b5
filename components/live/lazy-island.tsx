'use client';

import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type Props<P extends object> = {
  /** A module-level `() => import('./x')`, so the chunk is requested once. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** Server-rendered until the chunk has arrived (the island's "Loading…"). */
  fallback: ReactNode;
  /**
   * Load only once the placeholder comes near the viewport: for heavy islands below the fold
   * (a detail page's map), so a phone on a slow road spends nothing on them until they are wanted.
   */
  whenVisible?: boolean;
};

/**
 * Renders a client component loaded after the page, in its own chunk, and never on the server
 * (Leaflet needs `window`): what next/dynamic with ssr: false does, without next/dynamic's loader
 * runtime in every page's first-load JS (about 1.3 kB gzip, which the site's budget has no room for; see bench/).
 */
export function LazyIsland<P extends object>({ load, props, fallback, whenVisible = false }: Props<P>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
  const [wanted, setWanted] = useState(!whenVisible);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (very old browsers): load right away, as islands without `whenVisible` do.
      const timer = setTimeout(() => setWanted(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true),
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    load().then(
      (module) => mounted && setLoaded({ Component: module.default }),
      // A chunk that fails to load (offline on the trail) leaves the placeholder; logged only (spec section 8).
      (error: unknown) => console.error('[live] island failed to load', error instanceof Error ? error.message : error),
    );
    return () => {
      mounted = false;
    };
  }, [load, wanted]);
  if (loaded) return createElement(loaded.Component, props);
  return whenVisible ? (
    <div ref={anchor} data-deferred-island="">
      {fallback}
    </div>
  ) : (
    fallback
  );
}
