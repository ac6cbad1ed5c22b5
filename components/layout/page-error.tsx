'use client';

import { useEffect, useRef, useState } from 'react';
import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';
import type { PageErrorWords } from '@/lib/i18n/page-error-words';

export type PageErrorProps = {
  error: Error & { digest?: string };
  /** Next's retry: asks the server for the page again and renders it anew. */
  retry: () => void;
};

/** Every language's words (lib/i18n/page-error-words.ts), fetched only once a page has failed. */
const loadWords = () => import('./page-error-words.json').then((file) => file.default);

/**
 * What a visitor sees when a page fails while it is shown: a fault in its code in the browser, or
 * an error while the server renders it (Next answers that with a 500 and the error's code, its
 * `digest`, which the server's log shows beside the error). The site's header and footer stay; the
 * page's place says what happened in the page's language, with a way to try again and a way home.
 * Without it Next shows its own English "This page couldn't load" in place of the whole window.
 * The heading takes focus once shown, so a screen reader announces what replaced the page.
 */
export function PageError({ error, retry }: PageErrorProps) {
  const [shown, setShown] = useState<{ locale: Locale; words: PageErrorWords } | 'unavailable'>();
  const heading = useRef<HTMLHeadingElement>(null);

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
  useEffect(() => {
    if (shown && shown !== 'unavailable') heading.current?.focus();
  }, [shown]);

  // The words could not be fetched (offline, the file not kept): the boundary above shows the error.
  if (shown === 'unavailable') throw error;
  return shown ? (
    <div className="container page page-error" data-testid="page-error">
      <title>{shown.words.title}</title>
      <h1 ref={heading} tabIndex={-1}>
        {shown.words.title}
      </h1>
      <p className="lead">{shown.words.lead}</p>
      {error.digest ? (
        <p className="page-error-reference">{shown.words.reference.replace('{digest}', error.digest)}</p>
      ) : null}
      <p className="page-error-actions">
        <button type="button" className="button-secondary" onClick={retry}>
          {shown.words.retry}
        </button>
        {/* A plain link: a fresh load of the home page, not a client navigation from a failed one. */}
        <a href={localizedPath(shown.locale, '/')}>{shown.words.home}</a>
      </p>
    </div>
  ) : (
    // The moment the words take to arrive.
    <div className="container page page-error" aria-busy="true" />
  );
}
