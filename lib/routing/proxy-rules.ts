import { defaultLocale, locales, splitLocale, type Locale } from '@/lib/i18n/locales';
import { searchQueryOf } from '@/lib/domain/keyword';
import { isUnusableListQuery, rawQueryOf } from '@/lib/domain/list-filter-offers';
import { parseNearbyQuery } from '@/lib/domain/live/locator';
import { isUnusableStatisticsQuery, type Coverage } from '@/lib/domain/statistics/coverage';
import { sections } from '@/lib/sections';
import { isQueryTwinPath } from './query-pages';
import { isPathVisible } from './visibility';

/**
 * What the proxy does with a request, decided by a pure function so it can be unit-tested
 * without a Next server. `continue` hands over to next-intl's routing.
 */
export type ProxyDecision =
  | { kind: 'redirect'; location: string; status: 308 }
  | { kind: 'not-found'; locale: Locale }
  | { kind: 'rewrite'; pathname: string }
  | { kind: 'continue' };

type ProxyInput = { pathname: string; search: string; host: string | null; fileAreaHost?: string; isStaging: boolean };

export function decideProxy({ pathname, search, host, fileAreaHost, isStaging }: ProxyInput): ProxyDecision {
  // The default language has no prefix: an explicit /zh-tw is a permanent alias. A prefix typed in
  // capitals (/EN/events, /ZH-TW) is the same page: one permanent redirect to its own spelling,
  // where next-intl would answer a temporary one (307).
  const prefix = pathname.split('/')[1] ?? '';
  const spelled = locales.find((locale) => locale === prefix.toLowerCase());
  if (spelled && (spelled === defaultLocale || prefix !== spelled)) {
    // One leading slash: `//host` would leave the site (Next collapses such paths first; this holds without it).
    const rest = pathname.slice(prefix.length + 1).replace(/^\/+/, '/') || '/';
    const location = spelled === defaultLocale ? rest : `/${spelled}${rest === '/' ? '' : rest}`;
    return { kind: 'redirect', location: `${location}${search}`, status: 308 };
  }
  const { locale, rest } = splitLocale(pathname);
  // A dedicated file-area host serves the file-area layout at its root.
  if (fileAreaHost && host && stripPort(host) === fileAreaHost && !rest.startsWith('/file-area')) {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    return { kind: 'rewrite', pathname: `${prefix}/file-area${rest === '/' ? '' : rest}` };
  }
  if (!isPathVisible(rest, locale, isStaging) || isQueryTwinPath(rest)) return { kind: 'not-found', locale };
  return { kind: 'continue' };
}

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * /nearby with a gps or zipcode that cannot be read: the page explains what is wrong in the
 * visitor's language, and the proxy gives that answer the status 400. A query-less /nearby is the
 * page's introduction (the menu links to it), so it is not an error.
 */
export function isBadNearbyQuery(pathname: string, query: URLSearchParams): boolean {
  return (
    splitLocale(pathname).rest === '/nearby' &&
    (query.has('gps') || query.has('zipcode')) &&
    !parseNearbyQuery(query).ok
  );
}

/**
 * A list page whose filters in the URL cannot be used (lib/domain/list-filter-offers.ts): the
 * filter bar says what is wrong beside the field, and the answer is a 400 like /nearby's.
 */
export function isBadListQuery(pathname: string, query: URLSearchParams): boolean {
  return isUnusableListQuery(splitLocale(pathname).rest, query);
}

/**
 * A page address whose query the page cannot use (/nearby's position, a list's filters): the
 * proxy answers 400, the page says what is wrong, and its title starts with "Error: ".
 */
export function isBadPageQuery(pathname: string, query: URLSearchParams, statistics?: Coverage): boolean {
  return (
    isBadNearbyQuery(pathname, query) ||
    isBadListQuery(pathname, query) ||
    isBadSearchQuery(pathname, query) ||
    isBadStatisticsQuery(pathname, query, statistics)
  );
}

/**
 * A site search longer than a visitor may enter, read as the page reads it (searchQueryOf): the
 * page asks for a shorter one beside the field and searches nothing.
 */
export function isBadSearchQuery(pathname: string, query: URLSearchParams): boolean {
  return splitLocale(pathname).rest === sections.search.path && searchQueryOf(rawQueryOf(query)).tooLong;
}

/**
 * The visitor statistics for a year or month the figures do not have (or that is not a year or a
 * month at all). Without the coverage (a remote backend) only the form of the values is judged.
 */
export function isBadStatisticsQuery(pathname: string, query: URLSearchParams, coverage?: Coverage): boolean {
  return splitLocale(pathname).rest === sections.visitorStatistics.path && isUnusableStatisticsQuery(query, coverage);
}
