import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

// Reached when a page calls notFound() (an id the backend does not know), inside the site's shell.
// Every address the proxy can judge goes to app/[locale]/not-found.tsx through the catch-all route
// instead. The layouts have set the request's language, so getLocale() reads no header.
export default async function NotFoundPage() {
  const requested = await getLocale();
  return <NotFoundContent locale={isLocale(requested) ? requested : defaultLocale} />;
}
