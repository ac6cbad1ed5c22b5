import { lazy, type ComponentType } from 'react';
import type { PageErrorProps } from './page-error';

/**
 * The error pages' code, fetched only when a page fails. An error boundary's module is part of
 * every page's first scripts, and the site's three (app/global-error.tsx and the site's and file
 * area's error.tsx) each carried its own copy of the error page: about 1.7 kB gzip that every
 * visitor downloaded and almost none ever ran. Now each boundary holds only its loader
 * (lazy-page-error.tsx, lazy-global-page-error.tsx); the page and its words (already a chunk of
 * their own) are fetched together, in one round trip, when a page fails. Without a network neither
 * can be fetched, which is what the words alone already meant: `unavailable` is shown instead (the
 * page's boundary hands the error to the one above; the frame's shows Next's own page).
 */
type Loaded = { default: ComponentType<PageErrorProps> };

export function loadErrorPage(load: () => Promise<Loaded>, unavailable: ComponentType<PageErrorProps>) {
  return lazy(() =>
    Promise.all([load(), import('./page-error-words.json')]).then(
      ([page]) => page,
      (): Loaded => ({ default: unavailable }),
    ),
  );
}

/** The moment the code and words take to arrive, as the error page shows it while its words do. */
export function PendingErrorPage() {
  return <div className="container page page-error" aria-busy="true" />;
}
