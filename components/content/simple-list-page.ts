import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageQuery } from '@/components/content/query-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** Namespaces of list pages whose title and lead are their `title` and `lead` messages. */
export type ListNamespace =
  | 'Reports'
  | 'Publications'
  | 'Links'
  | 'Faq'
  | 'Consultants'
  | 'LiveCameras'
  | 'SocialMedia'
  | 'Popular'
  | 'Tours'
  | 'Souvenirs'
  | 'Ecology'
  | 'Trails'
  | 'Bikeways'
  | 'Albums'
  | 'Films'
  | 'Statistics';

/** Namespaces of pages whose title and meta description are their `title` and `description` messages. */
export type DescribedNamespace = 'News' | 'Events' | 'Glossary' | 'Nearby';

/** A page's metadata for a language and a query: its `title` message and a description message, at its path. */
function titledViewMetadata(
  namespace: ListNamespace | DescribedNamespace,
  path: string,
  description: 'lead' | 'description',
) {
  return async (locale: Locale, query?: PageQuery): Promise<Metadata> => {
    const t = await getTranslations({ locale, namespace });
    return buildPageMetadata({ locale, path, name: t('title'), description: t(description), query });
  };
}

/**
 * A list's metadata for a language and its query (a QueryView's `metadata`): its title, its lead as
 * description, at its path ("Error: " first when the query's filters cannot be used).
 */
export function listViewMetadata(namespace: ListNamespace, path: string) {
  return titledViewMetadata(namespace, path, 'lead');
}

/** A QueryView's `metadata` from its `title` and `description` messages ("Error: " first for a query it cannot use). */
export function describedViewMetadata(namespace: DescribedNamespace, path: string) {
  return titledViewMetadata(namespace, path, 'description');
}

/** generateMetadata of a list page that reads no query: it reads only its language, so the page stays cached. */
export function listPageMetadata(namespace: ListNamespace, path: string) {
  const metadata = listViewMetadata(namespace, path);
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
    metadata(await pageLocale(params));
}
