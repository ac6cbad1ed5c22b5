import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { commonFormLabels } from '@/components/forms/form-labels';
import { SuggestionForm } from '@/components/forms/suggestion-form';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { apiLangOf, localizedPath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Suggestion' });
  return buildPageMetadata({ locale, path: '/suggestion', name: t('title'), description: t('description') });
}

/** The head's mailbox (spec section 4): send, confirm by e-mail, then the suggestion is filed. */
export default async function SuggestionPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Suggestion');
  const common = await commonFormLabels();
  const { needsJs, ...formCommon } = common;

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="suggestion" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p>
        <strong>{t('replyTime')}</strong>
      </p>
      <section aria-labelledby="suggestion-steps">
        <h2 id="suggestion-steps">{t('steps')}</h2>
        <ol>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        <p>
          <Link href="/suggestion/status">{t('statusLink')}</Link>
        </p>
      </section>
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <SuggestionForm
        lang={apiLangOf(locale)}
        labels={{
          ...formCommon,
          heading: t('formHeading'),
          fields: {
            name: t('name'),
            email: t('email'),
            emailHint: t('emailHint'),
            phone: t('phone'),
            phoneHint: t('phoneHint'),
            subject: t('subject'),
            message: t('message'),
            messageHint: t('messageHint'),
            consent: t('consent'),
          },
          submit: t('submit'),
          sent: {
            title: t('sentTitle'),
            serial: t.raw('sentSerial') as string,
            body: t.raw('sentBody') as string,
            noMail: t('sentNoMail'),
            statusLink: t('statusLink'),
            statusHref: localizedPath(locale, '/suggestion/status'),
            another: t('another'),
          },
        }}
      />
    </div>
  );
}
