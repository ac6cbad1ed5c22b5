import { apiLangOf, splitLocale } from '@/lib/i18n/locales';

/**
 * The site's detail addresses, `/{locale?}/{section}/{id}`, in one place: the proxy's guards (a
 * missing item is a 404), the backend's views endpoint and the browser's view beacon all read it,
 * so a section counted in one cannot be unknown to another. Pure and free of server imports: it
 * ships in the beacon's bundle. (The section registry will take these lists over.)
 */

/** The list sections whose `/{section}/{id}` pages show one item. */
export const detailSections = ['attractions', 'attraction', 'news', 'events', 'tours', 'trails', 'bikeways', 'souvenirs', 'ecology', 'applications', 'surveys'] as const;
export type DetailSection = (typeof detailSections)[number];

/** The detail sections whose pages count views; forms (applications, surveys) have no counter. */
export const viewedSections = ['attractions', 'attraction', 'news', 'events', 'tours', 'trails', 'bikeways', 'souvenirs', 'ecology'] as const satisfies readonly DetailSection[];
export type ViewedSection = (typeof viewedSections)[number];

/** Pages of their own beside a section's ids (app/[locale]/(site)/applications/progress). */
const namedPages = new Set(['/applications/progress']);

export function isDetailSection(value: string): value is DetailSection {
  return (detailSections as readonly string[]).includes(value);
}

export function isViewedSection(value: string): value is ViewedSection {
  return (viewedSections as readonly string[]).includes(value);
}

/** The id segment of a detail page: a plain positive integer, no sign, no leading zero. */
export function isDetailId(segment: string): boolean {
  return /^[1-9]\d{0,8}$/.test(segment);
}

/** The section and id segment of a detail address (`/en/events/3` → events, "3"), else undefined. */
export function detailTarget(pathname: string): { section: DetailSection; id: string } | undefined {
  const { rest } = splitLocale(pathname);
  if (namedPages.has(rest)) return undefined;
  const [, section, id, ...deeper] = rest.split('/');
  if (!section || !isDetailSection(section) || id === undefined || id === '' || deeper.length > 0) return undefined;
  return { section, id };
}

/**
 * Where the page at `pathname` reports that it was viewed (`/en/attractions/80` →
 * `/_api/en/views/attractions/80`), or undefined when it is not a detail page whose views count.
 */
export function viewsEndpointOf(pathname: string): string | undefined {
  const target = detailTarget(pathname);
  if (!target || !isViewedSection(target.section) || !isDetailId(target.id)) return undefined;
  return `/_api/${apiLangOf(splitLocale(pathname).locale)}/views/${target.section}/${target.id}`;
}
