import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BreadcrumbTrail, type Crumb } from '@/components/layout/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { sections } from '@/lib/sections';

type Props = {
  locale: Locale;
  title: string;
  lead?: string;
  /** Crumbs between the file area's home and this page (a list above an item). */
  trail?: readonly Crumb[];
  children: ReactNode;
};

/** The frame of a file-area page: its breadcrumbs (the file area › … › the page), heading and lead. */
export async function FileAreaPage({ locale, title, lead, trail = [], children }: Props) {
  const t = await getTranslations({ locale, namespace: 'FileArea' });
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const crumbs: Crumb[] = [{ label: t('name'), href: sections.fileArea.path }, ...trail, { label: title }];
  return (
    <div className="container page">
      <BreadcrumbTrail locale={locale} label={shell('breadcrumb')} crumbs={crumbs} />
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </div>
  );
}

type PageMessages =
  'exhibitions' | 'documents' | 'albums' | 'videos' | 'sharedPosts' | 'faq' | 'sitemap' | 'apply' | 'progress';

/**
 * generateMetadata of a file-area page whose title and lead are `FileArea.{page}.title/lead`:
 * "{page} – {file area}" as its name, so it is told apart from the main site's page of that name.
 */
export function fileAreaMetadata(page: PageMessages, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'FileArea' });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return buildPageMetadata({
      locale,
      path,
      name: meta('sectionTitle', { name: t(`${page}.title`), section: t('name') }),
      description: t(`${page}.lead`),
    });
  };
}
