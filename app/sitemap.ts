import type { MetadataRoute } from 'next';
import { listItemIds } from '@/lib/api/item-ids';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { isStagingSite } from '@/lib/env';
import { getMenus } from '@/lib/api/menus';
import { menuLinks } from '@/lib/navigation/menu-visibility';
import { isPathVisible } from '@/lib/routing/visibility';
import { fileAreaNav } from '@/lib/navigation/file-area';
import { detailBaseOf, detailSections, sectionEntries } from '@/lib/sections';
import { filterPagesOf } from '@/lib/navigation/filter-pages';
import { hasNothingToShow } from '@/lib/seo/empty-pages';
import { absoluteUrl, hreflangAlternates } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

/** An address as sitemap.xml must write it: Next writes the strings as given, and a bare `&` is not XML. */
const inXml = (url: string) => url.replaceAll('&', '&amp;');

/** Every page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Detail pages of every section of the registry that has them (ids are the same in every language).
  const paths = new Set<string>(['/']);
  // Pages every language has: the home page, the detail pages and the file area's pages.
  const everywhere = new Set<string>(['/', ...fileAreaNav.map((page) => page.href)]);
  const lists = detailSections().flatMap(([, section]) =>
    (section.itemLists ?? [{}]).map(async (query) => ({ section, ids: await listItemIds(section.endpoint, query) })),
  );
  // <lastmod> only where the record dates itself (a news item's day of posting); none rather than invented.
  const lastModified = new Map<string, string>();
  // The pages of each language are those its menu links to (hidden items are already left out).
  // Read at the same time as the item lists: neither depends on the other.
  const menus = Promise.all(
    locales.map(
      async (locale) => [locale, new Set(menuLinks(await getMenus(locale)).map((link) => link.url))] as const,
    ),
  );
  for (const { section, ids } of await Promise.all(lists))
    for (const { id, lastModified: day } of ids) {
      const path = `${detailBaseOf(section)}/${id}`;
      everywhere.add(path);
      if (day) lastModified.set(path, day);
    }
  for (const path of everywhere) paths.add(path);
  const menuPaths = new Map(await menus);
  for (const set of menuPaths.values())
    for (const url of set) if (!url.includes('?') && !url.includes('#')) paths.add(url);
  // Filtered lists that are pages of their own (the attractions of one area) are listed in the
  // languages that list their section; other menu links with a query name a list already listed.
  const listOf = new Map<string, string>();
  for (const [key, section] of sectionEntries)
    for (const page of filterPagesOf[key] ?? []) if (paths.has(section.path)) listOf.set(page, section.path);
  for (const page of listOf.keys()) paths.add(page);

  const isStaging = isStagingSite();
  const entries = [...paths].map(async (path) => {
    // Hidden pages are neither listed nor offered as alternates in the languages that hide them,
    // nor pages with nothing to show yet (noindex, lib/seo/empty-pages.ts).
    const page = listOf.get(path) ?? path;
    const inMenu = (locale: (typeof locales)[number]) => everywhere.has(page) || menuPaths.get(locale)?.has(page);
    const shown = locales.filter((locale) => inMenu(locale) && isPathVisible(page, locale, isStaging));
    const empty = await Promise.all(shown.map((locale) => hasNothingToShow(path, locale)));
    const available = shown.filter((_, index) => !empty[index]);
    const languages = Object.fromEntries(
      Object.entries(hreflangAlternates(path, available)).map(([tag, url]) => [tag, inXml(url)]),
    );
    const day = lastModified.get(path);
    return available.map((locale) => ({
      url: inXml(absoluteUrl(localizedPath(locale, path))),
      ...(day ? { lastModified: day } : {}),
      alternates: { languages },
    }));
  });
  return (await Promise.all(entries)).flat();
}
