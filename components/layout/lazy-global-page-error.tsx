'use client';

import NextGlobalError from 'next/dist/client/components/builtin/global-error';
import { Suspense } from 'react';
import { loadErrorPage, PendingErrorPage } from './load-error-page';
import type { PageErrorProps } from './page-error';

const FramePageError = loadErrorPage(() => import('./global-page-error'), NextGlobalError);

/** For app/global-error.tsx, which replaces the whole document. */
export function LazyGlobalPageError(props: PageErrorProps) {
  return (
    <Suspense
      fallback={
        <html>
          <body>
            <main id="main-content">
              <PendingErrorPage />
            </main>
          </body>
        </html>
      }
    >
      <FramePageError {...props} />
    </Suspense>
  );
}
