import { locales, localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Pages every visitor gets on the phone at the first visit, in all four languages, without
 * opening them: the emergency numbers, the safety tips and the offline page (which lists what was
 * saved). On a mountain road with no signal these are the pages that matter most.
 */
export const shellPages = ['/emergency', '/safety-tips', '/offline'] as const;

export function shellPaths(): string[] {
  return locales.flatMap((locale) => shellPages.map((page) => localizedPath(locale, page)));
}

/** The offline page in the language of the page that could not be shown. */
export function offlinePathFor(pathname: string): string {
  return localizedPath(splitLocale(pathname).locale, '/offline');
}

/**
 * The build files a page needs (scripts, styles, fonts under /_next/static/), read from its HTML,
 * so that a precached page also looks and works right offline. Only same-origin, hashed paths.
 */
export function staticAssetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\s)<>\\#?]+/g)) found.add(match[0]);
  return [...found];
}

export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}
