'use client';

import { LazyPageError } from '@/components/layout/lazy-page-error';
import type { PageErrorProps } from '@/components/layout/page-error';

/** A page of the file area that fails while shown: its own header and footer stay (components/layout/page-error.tsx). */
export default function FileAreaPageError(props: PageErrorProps) {
  return <LazyPageError {...props} />;
}
