import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getEnv } from '@/lib/env';
import { htmlLang } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { manifestPath } from '@/lib/offline/manifest';

// Every page below is rendered on its first request and then cached (lib/rendering/on-demand.ts),
// re-rendered in the background at most every five minutes, or at once when an operator
// revalidates its content. Pages that depend on the request say so with `dynamic`.
export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';
export const revalidate = 300;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d5f46' };

/**
 * Pages name themselves (buildPageMetadata); the site's name is the title of one that could not,
 * such as a detail page shown as "No data" because the backend failed, which would have none.
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: t('siteName'),
    // Installable in the page's language (app/[locale]/manifest.webmanifest/route.ts).
    manifest: manifestPath(locale),
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    // data-scroll-behavior: the smooth scrolling of globals.css is for places on a page; Next 16
    // keeps it during a page change only without this, and a new page would glide up from where
    // the last one was scrolled to.
    <html lang={htmlLang[locale]} data-scroll-behavior="smooth">
      {/* No NextIntlClientProvider: client leaves get their strings as props, so no catalogue is shipped. */}
      <body>{children}</body>
    </html>
  );
}
