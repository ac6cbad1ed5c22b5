import type { Locale } from '@/lib/i18n/locales';
import type { AllowedFilters } from '@/lib/domain/list-query';
import {
  areaIds,
  attractionTypes,
  ecologyCategoryIds,
  filmCategoryIds,
  glossaryCategoryIds,
  newsCategoryIds,
  publicationCategoryIds,
  souvenirCategoryIds,
  tourCategoryIds,
  tripDays,
} from '@/lib/schemas/choice-ids';

/**
 * The section registry: everything the site needs to know about a section, in one entry. The
 * proxy (detail addresses, hidden pages, pages that read their query), the list filters, the
 * visibility rules, the view counter, the sitemap and the operators' revalidation all read it.
 * Adding a section is one entry here, its data and its messages (and its page files).
 *
 * Pure data with no server-only imports: the proxy and client code read it too.
 */
export type Section = {
  /** The section's address below the language prefix. */
  path: `/${string}`;
  /** The backend endpoint of its list and of its items (`/_api/{lang}/{endpoint}[/{id}]`), which is also its cache tag. */
  endpoint?: string;
  /** `/{path}/{id}` pages show one item of the endpoint. */
  details?: boolean;
  /** Where its detail pages are when not below its own path (`/file-area/online-file/detail/{id}`). */
  detailPath?: `/${string}`;
  /** The list queries that together name every item, when one list does not (visitor centres are listed apart). */
  itemLists?: readonly Record<string, string>[];
  /** Opening a detail page counts a view (POST /_api/{lang}/views/{section}/{id}), under the endpoint's counter. */
  views?: boolean;
  /** The filters its list offers (spec section 9); 400 for a value the list cannot use. */
  filters?: AllowedFilters;
  /**
   * Query parameters the page reads besides its filters. A request carrying any of them (or a
   * filter) is rendered for that request; the page without them is rendered once and cached.
   */
  reads?: readonly string[];
  /** Shown only in these languages (spec section 2); elsewhere 404 and left out of menus and sitemaps. */
  onlyFor?: readonly Locale[];
  /** Shown only on a staging deployment. */
  stagingOnly?: boolean;
  /** The same pages under the spec's other spelling: its twin's entry decides, its canonical is the twin's. */
  aliasOf?: string;
  /**
   * Some of its filtered lists are pages of their own, with their own title and canonical address
   * (the attractions of one area, the visitor centres): listed in sitemap.xml beside the list, from
   * lib/navigation/filter-pages.ts (kept apart: this registry is shipped to the browser). Any other
   * filter names the list as its canonical page, so search engines keep one copy.
   */
  filterPages?: boolean;
};

const chinese: readonly Locale[] = ['zh-tw', 'zh-cn'];
const routeFilters = { areas: areaIds, zipcodes: true, days: tripDays } as const;
// ?category= is the scenic area here (the area links), ?type= attractions or visitor centres.
const attractionFilters = { categories: areaIds, types: attractionTypes, zipcodes: true, counties: true } as const;

export const sections = {
  attractions: {
    path: '/attractions',
    endpoint: 'attractions',
    details: true,
    itemLists: [{}, { attraction: 'false' }],
    views: true,
    filters: attractionFilters,
    filterPages: true,
  },
  // The spec's own spelling of the same list and details (app/[locale]/(site)/attraction re-exports the pages).
  attraction: {
    path: '/attraction',
    endpoint: 'attractions',
    details: true,
    views: true,
    filters: attractionFilters,
    aliasOf: 'attractions',
  },
  news: { path: '/news', endpoint: 'news', details: true, views: true, filters: { categories: newsCategoryIds } },
  events: {
    path: '/events',
    endpoint: 'activities',
    details: true,
    views: true,
    filters: { areas: areaIds, dates: true },
  },
  tours: {
    path: '/tours',
    endpoint: 'tours',
    details: true,
    views: true,
    filters: { categories: tourCategoryIds, areas: areaIds, days: tripDays },
  },
  trails: { path: '/trails', endpoint: 'hiking-trails', details: true, views: true, filters: routeFilters },
  bikeways: { path: '/bikeways', endpoint: 'biking-trails', details: true, views: true, filters: routeFilters },
  souvenirs: {
    path: '/souvenirs',
    endpoint: 'souvenirs',
    details: true,
    views: true,
    filters: { categories: souvenirCategoryIds, areas: areaIds, zipcodes: true },
  },
  ecology: {
    path: '/ecology',
    endpoint: 'flora-and-fauna',
    details: true,
    views: true,
    filters: { categories: ecologyCategoryIds, areas: areaIds },
  },
  albums: { path: '/albums', endpoint: 'galleries', details: true, views: true, filters: { areas: areaIds } },
  films: {
    path: '/films',
    endpoint: 'videos',
    details: true,
    views: true,
    filters: { categories: filmCategoryIds, areas: areaIds },
  },
  reports: { path: '/reports', endpoint: 'news-reports', filters: { areas: areaIds } },
  publications: { path: '/publications', endpoint: 'publications', filters: { categories: publicationCategoryIds } },
  glossary: {
    path: '/bilingual-glossary',
    endpoint: 'glossaries',
    filters: { categories: glossaryCategoryIds },
    onlyFor: ['zh-tw', 'zh-cn', 'en'],
  },
  faq: { path: '/faq', endpoint: 'faqs', filters: {} },
  consultants: { path: '/consultants', endpoint: 'consultants', filters: { areas: areaIds, counties: true } },
  surveys: { path: '/surveys', endpoint: 'surveys', details: true },
  applications: { path: '/applications', endpoint: 'applications', details: true },
  // An event's registration form is /registrations?event={id} (the spec lists no detail pages).
  registrations: { path: '/registrations', endpoint: 'apply-events', reads: ['event'] },
  // Monthly visitors of the area's spots: the year and month shown are in the query.
  visitorStatistics: { path: '/visitor-center-statistics', endpoint: 'visitor-statistics', reads: ['year', 'month'] },
  // Every attraction, trail and cycling route not open as usual (issue 25 §6).
  closures: { path: '/closures' },
  search: { path: '/search', reads: ['q', 'page'] },
  nearby: { path: '/nearby', reads: ['gps', 'zipcode'] },
  travelTips: { path: '/travel-tips', onlyFor: ['en', 'ja'] },
  crowdFlow: { path: '/crowd-flow', onlyFor: chinese },
  // The feedback form, and under it the published feedback (love-trimt), a page at a time.
  loveTrimtFeedback: { path: '/love-trimt/feedback', endpoint: 'feedback', reads: ['page'], onlyFor: chinese },
  sustainableTourism: { path: '/sustainable-tourism', stagingOnly: true },
  // The file area (spec section 2: its own layout, app/[locale]/file-area), with its own endpoints
  // under /_api/file-area/{lang}/ (lib/http/api-path.ts).
  fileArea: { path: '/file-area' },
  fileAreaExhibitions: {
    path: '/file-area/online-file',
    endpoint: 'file-area/online-exhibitions',
    details: true,
    detailPath: '/file-area/online-file/detail',
  },
  fileAreaDocuments: { path: '/file-area/documents', endpoint: 'file-area/documents' },
  fileAreaAlbums: {
    path: '/file-area/activity/album-list',
    endpoint: 'file-area/galleries',
    details: true,
    detailPath: '/file-area/activity/detail',
  },
  fileAreaVideos: { path: '/file-area/activity/video', endpoint: 'file-area/videos' },
  fileAreaSharedPosts: { path: '/file-area/shared-post-list', endpoint: 'file-area/collaborations' },
  fileAreaFaq: { path: '/file-area/faq', endpoint: 'file-area/faqs' },
  fileAreaApply: { path: '/file-area/application/apply', endpoint: 'file-area/apply' },
  fileAreaProgress: { path: '/file-area/application/progress', endpoint: 'file-area/check-apply' },
  fileAreaSitemap: { path: '/file-area/sitemap' },
} as const satisfies Record<string, Section>;

export type SectionKey = keyof typeof sections;

const entries = Object.entries(sections) as [SectionKey, Section][];

/** Every section's entry, keyed. */
export const sectionEntries: readonly [SectionKey, Section][] = entries;

/** The section whose address is `path` (without language prefix, query or trailing slash). */
export function sectionAt(path: string): [SectionKey, Section] | undefined {
  const normalized = path.replace(/\/+$/, '') || '/';
  return entries.find(([, section]) => section.path === normalized);
}

/** The section a detail address belongs to: `/events/3` → events (its first segment names it). */
export function detailSectionOf(segment: string): [SectionKey, Section] | undefined {
  const found = sectionAt(`/${segment}`);
  return found?.[1].details && !found[1].detailPath ? found : undefined;
}

/**
 * The canonical form of a site address (no language prefix) whose section is an alias: the spec's
 * `/attraction/11` is `/attractions/11`. Other addresses are returned as they are.
 */
export function canonicalSitePath(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  const alias = sectionAt(`/${first}`)?.[1].aliasOf;
  if (!alias) return path;
  const target = sections[alias as SectionKey].path;
  return rest.length > 0 ? `${target}/${rest.join('/')}` : target;
}

/** Where a section's detail pages are: `{detailBase}/{id}`. */
export function detailBaseOf(section: Section): string {
  return section.detailPath ?? section.path;
}

/** The section whose detail pages are below `base` (`/events`, `/file-area/online-file/detail`). */
export function sectionWithDetailsAt(base: string): [SectionKey, Section] | undefined {
  return entries.find(([, section]) => section.details && detailBaseOf(section) === base);
}

/** The first path segments of the detail pages that count views (aliases included), for the view beacon. */
export function viewedSectionSegments(): string[] {
  return entries.filter(([, section]) => section.views).map(([, section]) => section.path.slice(1));
}

/** Every section with detail pages, aliases left out (they show the same items). */
export function detailSections(): [SectionKey, Section & { endpoint: string }][] {
  return entries.filter(([, section]) => section.details && !section.aliasOf && section.endpoint) as [
    SectionKey,
    Section & { endpoint: string },
  ][];
}

/** The URL parameters a section's page reads: its filters' and its own. */
export function queryParamsOf(section: Section): string[] {
  const names = new Set<string>(section.reads ?? []);
  const filters = section.filters;
  if (filters) {
    names.add('q');
    if (filters.areas) names.add('area');
    if (filters.categories) names.add('category');
    if (filters.zipcodes) names.add('zipcode');
    if (filters.counties) names.add('county');
    if (filters.days) names.add('days');
    if (filters.types) names.add('type');
    if (filters.dates) names.add('from').add('to');
  }
  return [...names];
}

/** Every section whose page reads its query, by key: the per-request twin of each is rendered from it. */
export function queryReadingSections(): SectionKey[] {
  return entries.filter(([, section]) => queryParamsOf(section).length > 0).map(([key]) => key);
}
