import { localizedPath, splitLocale } from '@/lib/i18n/locales';
import { queryParamsOf, sectionAt, type SectionKey } from '@/lib/sections';

/**
 * Pages that read their query (list filters, the search, /nearby's position, a registration's
 * event) are rendered once without it and cached; the same address with a query the page reads
 * is rendered for that request by the page's twin, app/[locale]/(site)/%5Fquery/[section], to
 * which the proxy rewrites it (the address in the browser does not change). A query the page does
 * not read (utm_source, fbclid) leaves the cached page. Only the proxy may reach the twin.
 */
export const queryTwinSegment = '_query';

/** The twin's address for `pathname` with `query`, or undefined when the cached page answers. */
export function queryTwinPath(pathname: string, query: URLSearchParams): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  const found = sectionAt(rest);
  if (!found) return undefined;
  const [key, section] = found;
  const read = queryParamsOf(section);
  if (!read.some((name) => query.has(name))) return undefined;
  return localizedPath(locale, `/${queryTwinSegment}/${twinKeyOf(key)}`);
}

/** An alias (/attraction) renders as the section it repeats. */
function twinKeyOf(key: SectionKey): SectionKey {
  return key === 'attraction' ? 'attractions' : key;
}

/** A request for the twin's own address: never served to a visitor. */
export function isQueryTwinPath(restPath: string): boolean {
  // Next decodes the address before it routes it (/%5Fquery is /_query); the proxy has already
  // answered 400 to an address that does not decode.
  const decoded = decodeURIComponent(restPath);
  return decoded === `/${queryTwinSegment}` || decoded.startsWith(`/${queryTwinSegment}/`);
}
