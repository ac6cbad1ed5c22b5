import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The locale of a page's params; the [locale] layout has already rejected unknown ones. It is
 * also made the request's locale, so translations follow the address even where the proxy did
 * not run.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  return locale;
}
