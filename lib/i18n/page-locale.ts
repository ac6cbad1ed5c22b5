import { defaultLocale, isLocale, type Locale } from './locales';

/** The locale of a page's params; the [locale] layout has already rejected unknown ones. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}
