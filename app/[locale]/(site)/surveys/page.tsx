import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormListPage } from '@/components/forms/form-list-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

// Places left and open/closed change: kept a minute at most (formPageRevalidateSeconds in lib/api/online-forms.ts).
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OnlineForms' });
  return buildPageMetadata({ locale, path: '/surveys', name: t('surveysTitle'), description: t('surveysDescription') });
}

/** Surveys (spec section 2): open ones can be answered; closed ones stay listed with their period. */
export default async function SurveysPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  return (
    <FormListPage
      locale={locale}
      kind="survey"
      section="surveys"
      title={t('surveysTitle')}
      lead={t('surveysLead')}
      hrefOf={(form) => `/surveys/${form.id}`}
      action={t('answer')}
    />
  );
}
