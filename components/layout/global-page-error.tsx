'use client';

import NextGlobalError from 'next/dist/client/components/builtin/global-error';
import { PageErrorView, usePageErrorWords, type PageErrorProps } from './page-error';
import { htmlLang } from '@/lib/i18n/locales';

/**
 * The page app/global-error.tsx shows (fetched only then, components/layout/load-error-page.tsx).
 * A fault in the site's frame itself (its header, footer or the layout around every page), which no
 * page's boundary can catch: the whole window is replaced, so this draws its own <html>. It says
 * what happened in the address's language, names the site, and offers "Try again" and the home
 * page, as a failing page does (components/layout/page-error.tsx). Only if its words cannot be
 * fetched does Next's own English page show, as it did for every such fault before.
 */
export default function GlobalPageError({ error, retry }: PageErrorProps) {
  const shown = usePageErrorWords();
  if (shown === 'unavailable') return <NextGlobalError error={error} />;
  return (
    <html lang={shown ? htmlLang[shown.locale] : undefined}>
      <body>
        {shown ? (
          <header className="page-error-site">
            <p className="container">{shown.words.site}</p>
          </header>
        ) : null}
        <main id="main-content">
          <PageErrorView shown={shown} error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
