import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { commonFormLabels } from '@/components/forms/form-labels';
import { SuggestionStatusForm } from '@/components/forms/suggestion-status-form';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { apiLangOf } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Suggestion' });
  return buildPageMetadata({
    locale,
    path: '/suggestion/status',
    name: t('statusTitle'),
    description: t('statusDescription'),
  });
}

/** Suggestion status lookup (spec section 2): by serial number and the e-mail used, with a captcha. */
export default async function SuggestionStatusPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Suggestion');
  const { needsJs, optional: _optional, ...common } = await commonFormLabels();

  return (
    <div className="container page">
      <Breadcrumbs
        locale={locale}
        section="suggestion"
        trail={[{ label: t('title'), href: '/suggestion' }, { label: t('statusTitle') }]}
      />
      <h1>{t('statusTitle')}</h1>
      <p className="lead">{t('statusLead')}</p>
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <SuggestionStatusForm
        lang={apiLangOf(locale)}
        labels={{
          ...common,
          fields: { serial: t('serial'), serialHint: t('serialHint'), email: t('email') },
          lookup: t('lookup'),
          notFound: t('notFound'),
          result: {
            heading: t('resultHeading'),
            subject: t('resultSubject'),
            status: t('resultStatus'),
            created: t('resultCreated'),
            confirmed: t('resultConfirmed'),
            reply: t('resultReply'),
            replied: t('resultReplied'),
            replyVia: t('resultReplyVia'),
            noReply: t('noReplyYet'),
          },
          statuses: {
            'awaiting-confirmation': t('status.awaiting-confirmation'),
            filed: t('status.filed'),
            processing: t('status.processing'),
            replied: t('status.replied'),
          },
          replyVia: { email: t('replyVia.email'), phone: t('replyVia.phone') },
        }}
      />
    </div>
  );
}
