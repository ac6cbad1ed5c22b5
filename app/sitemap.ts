import type { MetadataRoute } from 'next';
import { listAttractions } from '@/lib/api/attractions';
import { listEvents } from '@/lib/api/events';
import { listNews } from '@/lib/api/news';
import { listTrails } from '@/lib/api/trails';
import { hreflang, localizedPath, locales } from '@/lib/i18n/locales';
import { getEnv } from '@/lib/env';
import { groupKeys, groupPages } from '@/lib/navigation/site-structure';
import { isPathVisible } from '@/lib/routing/visibility';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

/** Every page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [attractions, centers, trails, events, news] = await Promise.all([
    listAttractions('zh-tw'),
    listAttractions('zh-tw', 'visitor-center'),
    listTrails('zh-tw'),
    listEvents('zh-tw'),
    listNews('zh-tw'),
  ]);
  const paths = new Set<string>(['/']);
  for (const group of groupKeys) for (const page of groupPages[group]) if (!page.href.includes('?')) paths.add(page.href);
  for (const item of [...attractions.items, ...centers.items]) paths.add(`/attractions/${item.id}`);
  for (const item of trails.items) paths.add(`/trails/${item.id}`);
  for (const item of events.items) paths.add(`/events/${item.id}`);
  for (const item of news.items) paths.add(`/news/${item.id}`);

  const isStaging = getEnv().SITE_ENV === 'staging';
  return [...paths].flatMap((path) => {
    // Hidden pages are neither listed nor offered as alternates in the languages that hide them.
    const available = locales.filter((locale) => isPathVisible(path, locale, isStaging));
    const languages = Object.fromEntries(available.map((locale) => [hreflang[locale], absoluteUrl(localizedPath(locale, path))]));
    return available.map((locale) => ({ url: absoluteUrl(localizedPath(locale, path)), alternates: { languages } }));
  });
}
