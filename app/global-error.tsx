'use client';

import { LazyGlobalPageError } from '@/components/layout/lazy-global-page-error';
import type { PageErrorProps } from '@/components/layout/page-error';

/**
 * A fault in the site's frame itself (its header, footer or the layout around every page), which no
 * page's boundary can catch: the site's own page in the address's language
 * (components/layout/global-page-error.tsx), fetched only when it happens.
 */
export default function GlobalError(props: PageErrorProps) {
  return <LazyGlobalPageError {...props} />;
}
