'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';
import type { PageErrorWords } from '@/lib/i18n/page-error-words';
import { PendingErrorPage } from './load-error-page';

export type PageErrorProps = {
  error: Error & { digest?: string };
  /** Next's retry: asks the server for the page again and renders it anew. */
  retry: () => void;
};

/** The words in the language of the page that failed. */
export type ShownWords = { locale: Locale; words: PageErrorWords };

/** Every language's words (lib/i18n/page-error-words.ts), fetched only once a page has failed. */
const loadWords = () => import('./page-error-words.json').then((file) => file.default);

/**
 * The error page's words in the address's language: undefined while they are on their way,
 * 'unavailable' when they cannot be fetched (offline, the file not kept).
 */
export function usePageErrorWords(): ShownWords | 'unavailable' | undefined {
  const [shown, setShown] = useState<ShownWords | 'unavailable'>();
  useEffect(() => {
    // The address says the language (no hook: the router's would add its code to every page's scripts).
    const { locale } = splitLocale(window.location.pathname);
    let current = true;
    loadWords().then(
      (all) => current && setShown({ locale, words: all[locale] }),
      () => current && setShown('unavailable'),
    );
    return () => {
      current = false;
    };
  }, []);
  return shown;
}

/**
 * What a visitor sees in place of a page that failed: what happened, in the page's language,
 * with a way to try again and a way home. The heading takes focus once shown, so a screen reader
 * announces what replaced the page.
 */
export function PageErrorView({ shown, error, retry }: PageErrorProps & { shown: ShownWords | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the words, before the browser paints: never a frame with the
  // heading shown and focus still on what failed.
  useLayoutEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  // The moment the words take to arrive.
  if (!shown) return <PendingErrorPage />;
  const { locale, words } = shown;
  return (
    <div className="container page page-error" data-testid="page-error">
      <title>{words.title}</title>
      <h1 ref={heading} tabIndex={-1}>
        {words.title}
      </h1>
      <p className="lead">{words.lead}</p>
      {error.digest ? (
        <p className="page-error-reference">{words.reference.replace('{digest}', error.digest)}</p>
      ) : null}
      <p className="page-error-actions">
        <button type="button" className="button-secondary" onClick={retry}>
          {words.retry}
        </button>
        {/* A plain link: a fresh load of the home page, not a client navigation from a failed one. */}
        <a href={localizedPath(locale, '/')}>{words.home}</a>
      </p>
    </div>
  );
}

/**
 * A page that fails while it is shown: a fault in its code in the browser, or an error while the
 * server renders it (Next answers that with a 500 and the error's code, its `digest`, which the
 * server's log shows beside the error). The site's header and footer stay; the page's place says
 * what happened. Without it Next shows its own English "This page couldn't load" in place of the
 * whole window. A fault in the frame itself reaches app/global-error.tsx.
 */
export function PageError({ error, retry }: PageErrorProps) {
  const shown = usePageErrorWords();
  // The words could not be fetched: the boundary above shows the error.
  if (shown === 'unavailable') throw error;
  return <PageErrorView shown={shown} error={error} retry={retry} />;
}
