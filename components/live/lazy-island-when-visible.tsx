'use client';

import { useEffect, useRef, useState } from 'react';
import { LazyIsland, type LazyIslandProps } from './lazy-island';

/**
 * A LazyIsland that loads only once its placeholder comes near the viewport: for heavy islands
 * below the fold (a detail page's map), so a phone on a slow road spends nothing on them until
 * they are wanted.
 */
export function LazyIslandWhenVisible<P extends object>(island: LazyIslandProps<P>) {
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (very old browsers): load right away, as an island that does not wait does.
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
  return wanted ? (
    <LazyIsland {...island} />
  ) : (
    <div ref={anchor} data-deferred-island="">
      {island.fallback}
    </div>
  );
}
