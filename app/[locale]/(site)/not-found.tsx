import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

// Reached when a page calls notFound() (an id the backend does not know), inside the site's shell.
// Next draws it in the browser only (vercel/next.js#62228), so every address the proxy can judge
// goes to app/global-not-found.tsx instead, rendered on the server. The layouts have set the
// request's language, so getLocale() reads no header.
export default async function NotFoundPage() {
  const requested = await getLocale();
  return <NotFoundContent locale={isLocale(requested) ? requested : defaultLocale} />;
}
