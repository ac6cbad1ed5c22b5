'use client';

import { Suspense } from 'react';
import { loadErrorPage, PendingErrorPage } from './load-error-page';
import type { PageErrorProps } from './page-error';

/** The code could not be fetched: the boundary above shows the error, as when the words cannot be. */
function HandOver({ error }: PageErrorProps): never {
  throw error;
}

const PageError = loadErrorPage(() => import('./page-error').then((page) => ({ default: page.PageError })), HandOver);

/** For a page's error.tsx: the header and footer stay, the page's place says what happened. */
export function LazyPageError(props: PageErrorProps) {
  return (
    <Suspense fallback={<PendingErrorPage />}>
      <PageError {...props} />
    </Suspense>
  );
}
