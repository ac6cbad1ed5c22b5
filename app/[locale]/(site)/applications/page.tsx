import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormListPage } from '@/components/forms/form-list-page';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

// Places left and open/closed change: kept a minute at most (formPageRevalidateSeconds in lib/api/online-forms.ts).
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OnlineForms' });
  return buildPageMetadata({
    locale,
    path: '/applications',
    name: t('applicationsTitle'),
    description: t('applicationsDescription'),
  });
}

/** Online applications (the tea-experience reservation among them) and the way to their progress. */
export default async function ApplicationsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  return (
    <FormListPage
      locale={locale}
      kind="application"
      section="applications"
      title={t('applicationsTitle')}
      lead={t('applicationsLead')}
      hrefOf={(form) => `/applications/${form.id}`}
      action={t('apply')}
    >
      <p>
        <Link href="/applications/progress">{t('progressLink')}</Link>
      </p>
    </FormListPage>
  );
}
