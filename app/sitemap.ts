import type { MetadataRoute } from 'next';
import { listAttractions } from '@/lib/api/attractions';
import { listEvents } from '@/lib/api/events';
import { listNews } from '@/lib/api/news';
import { listForms } from '@/lib/api/online-forms';
import { listBikeways } from '@/lib/api/bikeways';
import { listSpecies } from '@/lib/api/ecology';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { listTours } from '@/lib/api/tours';
import { listTrails } from '@/lib/api/trails';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { getEnv } from '@/lib/env';
import { getMenus } from '@/lib/api/menus';
import { menuLinks } from '@/lib/navigation/menu-visibility';
import { isPathVisible } from '@/lib/routing/visibility';
import { absoluteUrl, hreflangAlternates } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

/** Every page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Detail pages of each section, listed from the zh-tw lists (ids are the same in every language).
  const details: [string, Promise<{ items: { id: number }[] }>][] = [
    ['attractions', listAttractions('zh-tw')],
    ['attractions', listAttractions('zh-tw', 'visitor-center')],
    ['trails', listTrails('zh-tw')],
    ['events', listEvents('zh-tw')],
    ['news', listNews('zh-tw')],
    ['tours', listTours('zh-tw')],
    ['bikeways', listBikeways('zh-tw')],
    ['souvenirs', listSouvenirs('zh-tw')],
    ['ecology', listSpecies('zh-tw')],
    ['surveys', listForms('zh-tw', 'survey')],
    ['applications', listForms('zh-tw', 'application')],
  ];
  const paths = new Set<string>(['/']);
  for (const [section, list] of details) for (const item of (await list).items) paths.add(`/${section}/${item.id}`);
  // The pages of each language are those its menu links to (hidden items are already left out).
  const menuPaths = new Map(await Promise.all(locales.map(async (locale) => [locale, new Set(menuLinks(await getMenus(locale)).map((link) => link.url))] as const)));
  for (const set of menuPaths.values()) for (const url of set) if (!url.includes('?') && !url.includes('#')) paths.add(url);

  const isStaging = getEnv().SITE_ENV === 'staging';
  return [...paths].flatMap((path) => {
    // Hidden pages are neither listed nor offered as alternates in the languages that hide them.
    const inMenu = (locale: (typeof locales)[number]) => path === '/' || /^\/[^/]+\/\d+$/.test(path) || menuPaths.get(locale)?.has(path);
    const available = locales.filter((locale) => inMenu(locale) && isPathVisible(path, locale, isStaging));
    const languages = hreflangAlternates(path, available);
    return available.map((locale) => ({ url: absoluteUrl(localizedPath(locale, path)), alternates: { languages } }));
  });
}
