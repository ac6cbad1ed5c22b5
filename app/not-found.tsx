import { NotFoundContent } from '@/components/content/not-found-content';
import { NotFoundShell } from '@/components/layout/not-found-shell';
import { defaultLocale, htmlLang } from '@/lib/i18n/locales';

/**
 * The last-resort 404, for requests that reach no [locale] segment (a missing file such as
 * /missing.png, which the proxy leaves alone). It is in the default language and reads no request
 * headers: Next serialises the root not-found boundary into every page's payload, and a header
 * read here would make every page dynamic. Page addresses get app/[locale]/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang={htmlLang[defaultLocale]}>
      <body>
        <NotFoundShell locale={defaultLocale}>
          <NotFoundContent locale={defaultLocale} />
        </NotFoundShell>
      </body>
    </html>
  );
}
