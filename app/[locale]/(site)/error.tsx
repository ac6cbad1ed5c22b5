'use client';

import { LazyPageError } from '@/components/layout/lazy-page-error';
import type { PageErrorProps } from '@/components/layout/page-error';

/** A page of the site that fails while shown: the header and footer stay (components/layout/page-error.tsx). */
export default function SitePageError(props: PageErrorProps) {
  return <LazyPageError {...props} />;
}
