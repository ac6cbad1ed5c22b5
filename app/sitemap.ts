import type { MetadataRoute } from 'next';
import { listAttractions } from '@/lib/api/attractions';
import { listEvents } from '@/lib/api/events';
import { listNews } from '@/lib/api/news';
import { listBikeways } from '@/lib/api/bikeways';
import { listSpecies } from '@/lib/api/ecology';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { listTours } from '@/lib/api/tours';
import { listTrails } from '@/lib/api/trails';
import { hreflang, localizedPath, locales } from '@/lib/i18n/locales';
import { getEnv } from '@/lib/env';
import { groupKeys, groupPages } from '@/lib/navigation/site-structure';
import { isPathVisible } from '@/lib/routing/visibility';
import { absoluteUrl } from '@/lib/seo/metadata';

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
  ];
  const paths = new Set<string>(['/']);
  for (const group of groupKeys) for (const page of groupPages[group]) if (!page.href.includes('?')) paths.add(page.href);
  for (const [section, list] of details) for (const item of (await list).items) paths.add(`/${section}/${item.id}`);

  const isStaging = getEnv().SITE_ENV === 'staging';
  return [...paths].flatMap((path) => {
    // Hidden pages are neither listed nor offered as alternates in the languages that hide them.
    const available = locales.filter((locale) => isPathVisible(path, locale, isStaging));
    const languages = Object.fromEntries(available.map((locale) => [hreflang[locale], absoluteUrl(localizedPath(locale, path))]));
    return available.map((locale) => ({ url: absoluteUrl(localizedPath(locale, path)), alternates: { languages } }));
  });
}
