import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CaseProgressForm } from '@/components/forms/case-progress-form';
import { commonFormLabels } from '@/components/forms/form-labels';
import { caseProgressLabels } from '@/components/forms/online-form-labels';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { apiLangOf } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OnlineForms' });
  return buildPageMetadata({
    locale,
    path: '/applications/progress',
    name: t('progressTitle'),
    description: t('progressDescription'),
  });
}

/** Application progress inquiry (spec section 2): by the serial number and the e-mail used. */
export default async function ApplicationProgressPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  const { needsJs } = await commonFormLabels();
  return (
    <div className="container page">
      <Breadcrumbs
        locale={locale}
        section="applications"
        trail={[{ label: t('applicationsTitle'), href: '/applications' }, { label: t('progressTitle') }]}
      />
      <h1>{t('progressTitle')}</h1>
      <p className="lead">{t('progressLead')}</p>
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <CaseProgressForm
        lang={apiLangOf(locale)}
        endpoint="check-application"
        labels={await caseProgressLabels(t('serialHint'))}
      />
    </div>
  );
}
