import { getTranslations } from 'next-intl/server';
import { htmlLang, isLocale, locales, localizedPath } from '@/lib/i18n/locales';

/**
 * The web app manifest of one language (`/en/manifest.webmanifest`, `/manifest.webmanifest` for the
 * default language, rewritten here by the proxy like its pages; lib/offline/manifest.ts): installing
 * the site from an English page gives an English app that opens at /en. Rendered once per language
 * at build.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const start = localizedPath(locale, '/');
  const manifest = {
    id: start,
    name: t('siteName'),
    short_name: t('shortName'),
    description: t('description'),
    lang: htmlLang[locale],
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d5f46',
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  });
}
