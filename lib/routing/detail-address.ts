import { apiLangOf, splitLocale } from '@/lib/i18n/locales';

/**
 * The shape of a detail address, `/{locale?}/{section}/{id}`, without the section registry: the
 * view beacon ships this in the browser, and the registry (with its filter tables) stays on the
 * server. Which sections count views comes from the registry through the site shell.
 */

/** The id segment of a detail page: a plain positive integer, no sign, no leading zero. */
export function isDetailId(segment: string): boolean {
  return /^[1-9]\d{0,8}$/.test(segment);
}

/**
 * Where the page at `pathname` reports that it was viewed (`/en/attractions/80` →
 * `/_api/en/views/attractions/80`), or undefined when it is not a detail page of one of the
 * `viewedSections` (first path segments, lib/sections.ts `viewedSectionSegments`).
 */
export function viewsEndpointOf(pathname: string, viewedSections: readonly string[]): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  const [, section, id, ...deeper] = rest.split('/');
  if (!section || !viewedSections.includes(section) || id === undefined || !isDetailId(id) || deeper.length > 0)
    return undefined;
  return `/_api/${apiLangOf(locale)}/views/${section}/${id}`;
}
