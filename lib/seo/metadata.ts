import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isBadPageQuery } from '@/lib/routing/proxy-rules';
import { isPathVisible } from '@/lib/routing/visibility';
import { getEnv, isStagingSite } from '@/lib/env';
import { metaDescription } from './meta-description';
import { defaultLocale, hreflang, localizedPath, locales, ogLocale, type Locale } from '@/lib/i18n/locales';
import { hasNothingToShow } from './empty-pages';
import { isPlaceholder } from '@/lib/domain/cover';

type PageMetadataInput = {
  locale: Locale;
  /** Path without locale prefix, with its query if it is part of the page's identity. */
  path: string;
  /** The page's own name; the site name is appended ("{name}－參山國家風景區管理處"). Omit on home. */
  name?: string;
  description: string;
  image?: string;
  /** Languages the page exists in (hidden pages must not be advertised). */
  availableIn?: readonly Locale[];
  noIndex?: boolean;
  /** An article (a news item): Open Graph says `article`, with the day it was published. */
  article?: { publishedTime: string };
  /**
   * The page's URL query. When the page cannot use it (a list filter value, /nearby's position:
   * the proxy answers 400 and the page explains it), the title starts with "Error: ", as GOV.UK
   * titles a page with errors, so a screen reader says so first.
   */
  query?: Record<string, string | string[] | undefined>;
};

function searchParamsOf(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params;
}

export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).toString();
}

/**
 * hreflang alternates of a page: one URL per language it exists in, plus x-default (the
 * default language where the page exists there, else its first language). Shared by the
 * page metadata and sitemap.xml so both advertise the same set.
 */
export function hreflangAlternates(path: string, available: readonly Locale[]): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of available) languages[hreflang[locale]] = absoluteUrl(localizedPath(locale, path));
  const fallback = available.includes(defaultLocale) ? defaultLocale : available[0];
  if (fallback) languages['x-default'] = absoluteUrl(localizedPath(fallback, path));
  return languages;
}

/** Title, description, canonical, hreflang alternates with x-default, and Open Graph for one page. */
export async function buildPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Metadata' });
  const title = input.name ? t('title', { name: input.name }) : t('siteName');
  const isStaging = isStagingSite();
  // Alternates only to the languages the page exists in (e.g. travel tips: English and Japanese).
  const pathOnly = input.path.split(/[?#]/)[0] || '/';
  const hasError = input.query !== undefined && isBadPageQuery(pathOnly, searchParamsOf(input.query));
  const errorPrefix = hasError
    ? (await getTranslations({ locale: input.locale, namespace: 'FormErrors' }))('errorPrefix')
    : '';
  const available = input.availableIn ?? locales.filter((locale) => isPathVisible(pathOnly, locale, isStaging));
  const languages = hreflangAlternates(input.path, available);
  const canonical = absoluteUrl(localizedPath(input.locale, input.path));
  // The placeholder shows nothing of the item: a share preview shows the site's own picture instead.
  const image = absoluteUrl(input.image && !isPlaceholder(input.image) ? input.image : '/og-default.png');
  // A page with nothing to show (no survey open) is noindex until it has (lib/seo/empty-pages.ts).
  const noIndex = input.noIndex || isStaging || (await hasNothingToShow(pathOnly, input.locale));
  const description = metaDescription(input.description, input.locale);

  return {
    title: { absolute: `${errorPrefix}${title}` },
    description,
    alternates: { canonical, languages },
    openGraph: {
      ...(input.article ? { type: 'article', publishedTime: input.article.publishedTime } : { type: 'website' }),
      title,
      description,
      url: canonical,
      siteName: t('siteName'),
      locale: ogLocale[input.locale],
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: noIndex ? { index: false, follow: false } : undefined,
  };
}
