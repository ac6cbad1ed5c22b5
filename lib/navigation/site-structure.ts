import type { Locale } from '@/lib/i18n/locales';
import { isPathVisible } from '@/lib/routing/visibility';

/**
 * The site's structure until the menus endpoint (navigation issue) takes over: the six main
 * groups of spec section 2, the pages that exist in each, and which group a path section
 * belongs to (for breadcrumbs). Only pages that exist are listed: no link may lead to a 404.
 */
export const groupKeys = ['news', 'attractions', 'themes', 'planning', 'services', 'info'] as const;
export type GroupKey = (typeof groupKeys)[number];

/** A page in a group: its label is a message key (namespace and key) and its path has no locale. */
export type StructurePage = { href: string; label: { ns: 'Nav' | 'Areas' | 'Footer'; key: string } };

export const groupPages: Record<GroupKey, readonly StructurePage[]> = {
  news: [
    { href: '/news', label: { ns: 'Nav', key: 'newsList' } },
    { href: '/events', label: { ns: 'Nav', key: 'events' } },
    { href: '/reports', label: { ns: 'Nav', key: 'reports' } },
    { href: '/social-media', label: { ns: 'Nav', key: 'socialMedia' } },
  ],
  attractions: [
    { href: '/attractions', label: { ns: 'Nav', key: 'allAttractions' } },
    { href: '/lion', label: { ns: 'Areas', key: 'lion.title' } },
    { href: '/lishan', label: { ns: 'Areas', key: 'lishan.title' } },
    { href: '/bagua', label: { ns: 'Areas', key: 'bagua.title' } },
    { href: '/popular', label: { ns: 'Nav', key: 'popular' } },
    { href: '/explore', label: { ns: 'Nav', key: 'explore' } },
    { href: '/ecology', label: { ns: 'Nav', key: 'ecology' } },
  ],
  themes: [
    { href: '/tours', label: { ns: 'Nav', key: 'tours' } },
    { href: '/hiking', label: { ns: 'Nav', key: 'hiking' } },
    { href: '/flower-view', label: { ns: 'Nav', key: 'flowerView' } },
    { href: '/slow-city', label: { ns: 'Nav', key: 'slowCity' } },
    { href: '/tribe', label: { ns: 'Nav', key: 'tribe' } },
    { href: '/halal', label: { ns: 'Nav', key: 'halal' } },
    { href: '/hma-art', label: { ns: 'Nav', key: 'hmaArt' } },
    { href: '/tca-art', label: { ns: 'Nav', key: 'tcaArt' } },
    { href: '/souvenirs', label: { ns: 'Nav', key: 'souvenirs' } },
    { href: '/immersive', label: { ns: 'Nav', key: 'immersive' } },
    { href: '/digital-twin', label: { ns: 'Nav', key: 'digitalTwin' } },
    { href: '/sustainable-tourism', label: { ns: 'Nav', key: 'sustainableTourism' } },
  ],
  planning: [
    { href: '/trails', label: { ns: 'Nav', key: 'trails' } },
    { href: '/bikeways', label: { ns: 'Nav', key: 'bikeways' } },
    { href: '/attractions?type=visitor-center', label: { ns: 'Nav', key: 'visitorCenters' } },
    { href: '/consultants', label: { ns: 'Nav', key: 'consultants' } },
    { href: '/live-cameras', label: { ns: 'Nav', key: 'liveCameras' } },
    { href: '/travel-tips', label: { ns: 'Nav', key: 'travelTips' } },
    { href: '/safety-tips', label: { ns: 'Nav', key: 'safetyTips' } },
    { href: '/emergency', label: { ns: 'Nav', key: 'emergency' } },
    { href: '/bilingual-glossary', label: { ns: 'Nav', key: 'glossary' } },
    { href: '/faq', label: { ns: 'Nav', key: 'faq' } },
  ],
  services: [],
  info: [
    { href: '/publications', label: { ns: 'Nav', key: 'publications' } },
    { href: '/links', label: { ns: 'Nav', key: 'links' } },
    { href: '/education', label: { ns: 'Nav', key: 'education' } },
    { href: '/volunteer', label: { ns: 'Nav', key: 'volunteer' } },
    { href: '/sitemap', label: { ns: 'Nav', key: 'sitemap' } },
    { href: '/search', label: { ns: 'Nav', key: 'search' } },
    { href: '/privacy', label: { ns: 'Footer', key: 'privacy' } },
    { href: '/security', label: { ns: 'Footer', key: 'security' } },
    { href: '/copyright', label: { ns: 'Footer', key: 'copyright' } },
  ],
};

/** A group's pages that exist in this language on this deployment (hidden pages are never linked). */
export function visiblePages(group: GroupKey, locale: Locale, isStaging: boolean): readonly StructurePage[] {
  return groupPages[group].filter((page) => isPathVisible(page.href.split('?')[0] ?? page.href, locale, isStaging));
}

/** Where each group title leads: its first page, else its section of the sitemap page. */
export function groupHref(group: GroupKey): string {
  return groupPages[group][0]?.href ?? `/sitemap#group-${group}`;
}

/**
 * First path segment → navigation group (spec: breadcrumbs map section names to groups): every
 * page listed in a group, plus the aliases and detail-only sections.
 */
const sectionGroups: Record<string, GroupKey> = {
  ...Object.fromEntries(groupKeys.flatMap((group) => groupPages[group].map((page) => [page.href.slice(1).split(/[/?]/)[0] ?? '', group] as const))),
  attractions: 'attractions',
  attraction: 'attractions',
};

export function groupOfSection(section: string): GroupKey | undefined {
  return sectionGroups[section];
}

/** Top utility links (spec: sorted by their order). */
export type UtilityLink = { key: 'home' | 'sitemap'; href: string; order: number };

export const utilityLinks: readonly UtilityLink[] = [
  { key: 'sitemap', href: '/sitemap', order: 2 },
  { key: 'home', href: '/', order: 1 },
];

export function sortByOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
