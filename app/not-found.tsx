import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { NotFoundShell } from '@/components/layout/not-found-shell';
import { defaultLocale, htmlLang, isLocale } from '@/lib/i18n/locales';

/**
 * The 404 page of every address no page claims, hidden pages and missing items included (the
 * proxy sends those here). Next renders it outside the [locale] layouts, so it builds its page
 * itself (a small frame, see NotFoundShell), in the language next-intl's proxy found in the address.
 */
export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <html lang={htmlLang[locale]}>
      <body>
        <NotFoundShell>
          <NotFoundContent />
        </NotFoundShell>
      </body>
    </html>
  );
}
