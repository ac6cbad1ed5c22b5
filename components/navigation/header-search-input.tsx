'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { sections } from '@/lib/sections';

/** The results page in any language: /search, /en/search… */
const resultsPage = new RegExp(`^(/[a-z]{2}(-[a-z]{2})?)?${sections.search.path}/?$`, 'u');

/**
 * The header's search field, holding the query of the results page it is on, so a visitor can
 * change a word instead of typing it all again. The header is cached with the page shell, so the
 * query is read in the browser; without JavaScript the results page's own form holds it.
 */
export function HeaderSearchInput(props: ComponentProps<'input'>) {
  const pathname = usePathname();
  const query = useSearchParams().get('q');
  const value = resultsPage.test(pathname) ? (query ?? '') : '';
  // Keyed by the query: a new search replaces what the field held.
  return <input key={value} type="search" defaultValue={value} {...props} />;
}
