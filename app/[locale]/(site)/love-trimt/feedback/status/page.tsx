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
    path: '/love-trimt/feedback/status',
    name: t('feedbackStatusTitle'),
    description: t('feedbackStatusDescription'),
  });
}

/** check-feedback: how a piece of feedback is being handled, by its serial number and e-mail. */
export default async function FeedbackStatusPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  const { needsJs } = await commonFormLabels();
  return (
    <div className="container page">
      <Breadcrumbs
        locale={locale}
        section="love-trimt"
        trail={[{ label: t('feedbackTitle'), href: '/love-trimt/feedback' }, { label: t('feedbackStatusTitle') }]}
      />
      <h1>{t('feedbackStatusTitle')}</h1>
      <p className="lead">{t('progressLead')}</p>
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <CaseProgressForm
        lang={apiLangOf(locale)}
        endpoint="check-feedback"
        labels={await caseProgressLabels(t('feedbackSerialHint'))}
      />
    </div>
  );
}
