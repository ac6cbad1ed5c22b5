import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { OnlineFormPage } from '@/components/forms/online-form-page';
import { getForm } from '@/lib/api/online-forms';
import { localizedPath } from '@/lib/i18n/locales';
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
    path: '/love-trimt/feedback',
    name: t('feedbackTitle'),
    description: t('feedbackDescription'),
  });
}

/** Love Tri-Mountain feedback (Chinese pages only: the visibility table hides it elsewhere). */
export default async function FeedbackPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  const outcome = await getForm(locale, 'feedback');
  if (!outcome.ok) return <NoData />;
  return (
    <OnlineFormPage
      locale={locale}
      form={outcome.data}
      section="love-trimt"
      next={{ href: localizedPath(locale, '/love-trimt/feedback/status'), label: t('feedbackStatusLink') }}
    >
      <p>
        <Link href="/love-trimt/feedback/status">{t('feedbackStatusLink')}</Link>
      </p>
    </OnlineFormPage>
  );
}
