import type { Locale } from '@/lib/i18n/locales';

/** Where a language's web app manifest is (app/[locale]/manifest.webmanifest/route.ts). */
export function manifestPath(locale: Locale): string {
  return `/${locale}/manifest.webmanifest`;
}
