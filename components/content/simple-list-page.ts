import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** Namespaces of list pages whose title and lead are their `title` and `lead` messages. */
export type ListNamespace = 'Reports' | 'Publications' | 'Links' | 'Faq' | 'Consultants' | 'LiveCameras' | 'SocialMedia' | 'Popular' | 'Tours' | 'Souvenirs' | 'Ecology' | 'Trails' | 'Bikeways';

type MetadataProps = { params: Promise<{ locale: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

/** generateMetadata of a list page: its title and lead, at its path ("Error: " first when its filters cannot be used). */
export function listPageMetadata(namespace: ListNamespace, path: string) {
  return async ({ params, searchParams }: MetadataProps): Promise<Metadata> => {
    const locale: Locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace });
    return buildPageMetadata({ locale, path, name: t('title'), description: t('lead'), query: await searchParams });
  };
}
