'use client';

import { PageError, type PageErrorProps } from '@/components/layout/page-error';

/** A page of the file area that fails while shown: its own header and footer stay (components/layout/page-error.tsx). */
export default function FileAreaPageError(props: PageErrorProps) {
  return <PageError {...props} />;
}
