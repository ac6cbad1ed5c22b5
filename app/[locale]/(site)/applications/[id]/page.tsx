import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { OnlineFormPage } from '@/components/forms/online-form-page';
import { getForm } from '@/lib/api/online-forms';
import { loadDetailPage } from '@/lib/api/detail-page';
import { localizedPath } from '@/lib/i18n/locales';
import { buildPageMetadata } from '@/lib/seo/metadata';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

// Places left and open/closed change: kept a minute at most (formPageRevalidateSeconds in lib/api/online-forms.ts).
export const revalidate = 60;

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, (locale, id) => getForm(locale, 'application', id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  const { id } = await params;
  if (!outcome.ok) return {};
  return buildPageMetadata({
    locale,
    path: `/applications/${id}`,
    name: outcome.data.title,
    description: outcome.data.description,
  });
}

/** One online application, rendered from its field definitions; the receipt carries the serial number. */
export default async function ApplicationPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  const t = await getTranslations('OnlineForms');
  if (!outcome.ok) return <NoData />;
  return (
    <OnlineFormPage
      locale={locale}
      form={outcome.data}
      section="applications"
      parent={{ label: t('applicationsTitle'), href: '/applications' }}
      next={{ href: localizedPath(locale, '/applications/progress'), label: t('progressLink') }}
    />
  );
}
