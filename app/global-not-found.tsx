import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { FileAreaNotFound } from '@/components/file-area/file-area-not-found';
import { FileAreaShell } from '@/components/file-area/file-area-shell';
import { NotFoundShell } from '@/components/layout/not-found-shell';
import { defaultLocale, htmlLang, isLocale } from '@/lib/i18n/locales';
import { fileAreaRequestHeader } from '@/lib/routing/file-area-layout';
import './globals.css';

/**
 * The 404 page of every address no page claims, in the address's language: unknown paths, and
 * hidden pages and missing items, which the proxy rewrites to an address no page claims. Next
 * renders it as a page of its own (`experimental.globalNotFound`), outside every layout and not
 * into any other page's payload, so reading the request's language here (next-intl's proxy sets
 * it) makes only this answer per-request. Being a page and not a thrown notFound(), its HTML is
 * rendered on the server (a notFound() thrown while a page renders leaves the HTML to the browser,
 * vercel/next.js#62228), so a crawler and a visitor without JavaScript get the page itself.
 * An address in the file area (the proxy says so in a request header) gets the file area's layout.
 */
export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const inFileArea = (await headers()).get(fileAreaRequestHeader) === '1';
  return (
    <html lang={htmlLang[locale]}>
      <body>
        {inFileArea ? (
          <FileAreaShell locale={locale}>
            <FileAreaNotFound locale={locale} />
          </FileAreaShell>
        ) : (
          <NotFoundShell locale={locale}>
            <NotFoundContent locale={locale} />
          </NotFoundShell>
        )}
      </body>
    </html>
  );
}
