import { localizedPath, type Locale } from '@/lib/i18n/locales';

/**
 * Where a language's web app manifest is linked from its pages: `/en/manifest.webmanifest`, and
 * `/manifest.webmanifest` for the default language, whose addresses carry no prefix (the
 * `/zh-tw/…` form answers a redirect, a wasted round trip on every page load).
 * Served by app/[locale]/manifest.webmanifest/route.ts, reached through the proxy's rewrite.
 */
export function manifestPath(locale: Locale): string {
  return localizedPath(locale, '/manifest.webmanifest');
}
