import 'server-only';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isDetailId } from '@/lib/routing/request-guards';
import type { ApiOutcome } from './client';

/**
 * The one item a detail page shows, from its [id] segment. Anything but a plain positive integer,
 * or an id the backend does not know, is the 404 page; a failing backend is left to the page
 * ("No data", never an error page).
 */
export async function loadDetailPage<T>(
  params: Promise<{ locale: string; id: string }>,
  get: (locale: Locale, id: number) => Promise<ApiOutcome<T>>,
): Promise<{ locale: Locale; outcome: ApiOutcome<T> }> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const outcome: ApiOutcome<T> = isDetailId(id) ? await get(locale, Number(id)) : { ok: false, reason: 'not-found' };
  if (!outcome.ok && outcome.reason === 'not-found') notFound();
  return { locale, outcome };
}
