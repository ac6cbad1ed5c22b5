import type { MenuItem } from '@/lib/schemas/menu';

/**
 * The six main groups of spec section 2 are the top-level items of the menus endpoint; these
 * ids name them where a page needs one group (home tiles). Everything else comes from the data.
 */
export const menuGroupIds = { news: 1, attractions: 2, themes: 3, planning: 4, services: 5, info: 6 } as const;

/** The first path segment of a site link ("/tours?category=1" → "tours"). */
export function sectionOf(url: string): string {
  return url.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
}

/**
 * Where a group's breadcrumb leads: the group's part of the sitemap page, which lists all its
 * pages. A group has no page of its own; its first link would name one page with the group's
 * title, and on that page it would link to itself (WCAG 2.4.4).
 */
export function groupHref(group: MenuItem): string {
  return `/sitemap#group-${group.id}`;
}

/**
 * Spec section 2: "Breadcrumbs map section names to groups." The group whose items link into this
 * section (e.g. "tours" → themed travel); aliases such as /attraction/{id} map like their twin.
 */
export function groupOfSection(menus: readonly MenuItem[], section: string): MenuItem | undefined {
  const wanted = section === 'attraction' ? 'attractions' : section;
  return menus.find((group) =>
    (group.subMenu ?? []).some((item) => item.url && !item.isLinkOut && sectionOf(item.url) === wanted),
  );
}

/**
 * Top utility links (spec section 2: sorted by their order; header extras: the head's mailbox,
 * social links, the administrative site, sitemap). The logo is the link home. External ones leave
 * the site; their URL comes from the site facts.
 */
export type UtilityLink =
  { key: 'sitemap' | 'socialMedia' | 'mailbox'; href: string; order: number } | { key: 'adminSite'; order: number };

export const utilityLinks: readonly UtilityLink[] = [
  { key: 'sitemap', href: '/sitemap', order: 5 },
  { key: 'mailbox', href: '/suggestion', order: 2 },
  { key: 'socialMedia', href: '/social-media', order: 3 },
  { key: 'adminSite', order: 4 },
];

export function sortByOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
