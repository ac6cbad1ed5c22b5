import { sectionEntries } from '@/lib/sections';
import { parseListQuery, type AllowedFilters } from './list-query';

/**
 * The filters each list page offers, by the page's address, read from the section registry
 * (lib/sections.ts): the page reads them, and the proxy answers 400 to a value the page cannot use.
 */
export type FilterOffer = AllowedFilters;

export const listFilterOffers: Readonly<Record<string, FilterOffer>> = Object.fromEntries(
  sectionEntries.flatMap(([, section]) => (section.filters ? [[section.path, section.filters]] : [])),
);

/** URL parameters as a page receives them: one value, or all of them when a name is repeated. */
export function rawQueryOf(query: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    raw[name] = values.length > 1 ? values : values[0]!;
  }
  return raw;
}

/**
 * Whether a list page's URL holds a filter value the page cannot use: exactly what the page itself
 * rejects when it reads the query (parseListQuery), so the proxy's 400 and the page's message
 * always agree. A well-formed township or county filters the list even when none of its items is there.
 */
export function isUnusableListQuery(path: string, query: URLSearchParams): boolean {
  if (!Object.hasOwn(listFilterOffers, path)) return false;
  const parsed = parseListQuery(rawQueryOf(query), listFilterOffers[path]!);
  return (
    parsed.rejected.length > 0 ||
    parsed.keywordTooLong ||
    Boolean(parsed.dateFields.errors.from || parsed.dateFields.errors.to)
  );
}
