import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { defaultLocale, htmlLang, isLocale } from '@/lib/i18n/locales';

/**
 * The 404 page of every address no page claims, hidden pages and impossible ids included (the
 * proxy sends those here). Next renders it outside the [locale] layouts, so it builds the whole
 * page itself, in the language next-intl's proxy found in the address.
 */
export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <html lang={htmlLang[locale]}>
      <body>
        <SiteShell locale={locale}>
          <NotFoundContent />
        </SiteShell>
      </body>
    </html>
  );
}
