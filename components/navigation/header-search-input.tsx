'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { splitLocale } from '@/lib/i18n/locales';

type Props = ComponentProps<'input'> & {
  /** The results page's path without a language (the registry's, handed over by the server). */
  resultsPath: string;
};

/**
 * The header's search field, holding the query of the results page it is on, so a visitor can
 * change a word instead of typing it all again. The header is cached with the page shell, so the
 * query is read in the browser; without JavaScript the results page's own form holds it.
 */
export function HeaderSearchInput({ resultsPath, ...props }: Props) {
  const { rest } = splitLocale(usePathname());
  const query = useSearchParams().get('q');
  const value = rest.replace(/\/+$/, '') === resultsPath ? (query ?? '') : '';
  // Keyed by the query: a new search replaces what the field held.
  return <input key={value} type="search" defaultValue={value} {...props} />;
}
