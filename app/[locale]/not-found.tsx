import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { NotFoundShell } from '@/components/layout/not-found-shell';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * The 404 page in the address's language: unknown paths and hidden pages (the proxy and the
 * catch-all route send them here) and items a detail page does not find. It renders inside the
 * [locale] layout, which has set the request's language, so reading it touches no request header
 * and the pages that carry this boundary in their payload can still be rendered once and cached.
 */
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <NotFoundShell locale={locale}>
      <NotFoundContent locale={locale} />
    </NotFoundShell>
  );
}
