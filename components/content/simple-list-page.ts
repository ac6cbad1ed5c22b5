import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** Namespaces of list pages whose title and lead are their `title` and `lead` messages. */
export type ListNamespace = 'Reports' | 'Publications' | 'Links' | 'Faq' | 'Consultants' | 'LiveCameras' | 'SocialMedia' | 'Popular' | 'Tours' | 'Souvenirs' | 'Ecology';

/** generateMetadata of a list page: its title and lead, at its path. */
export function listPageMetadata(namespace: ListNamespace, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale: Locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace });
    return buildPageMetadata({ locale, path, name: t('title'), description: t('lead') });
  };
}
