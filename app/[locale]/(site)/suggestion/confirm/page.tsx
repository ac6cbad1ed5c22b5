import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { confirmSuggestion } from '@/lib/api/suggestions';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Personal and single-use: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Suggestion' });
  return buildPageMetadata({ locale, path: '/suggestion/confirm', name: t('confirmTitle'), description: t('description'), noIndex: true });
}

/** The confirmation link from the e-mail: files the suggestion, once. */
export default async function ConfirmSuggestionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Suggestion');
  const token = (await searchParams).token;
  const outcome = typeof token === 'string' && token.length <= 100 ? await confirmSuggestion(locale, token) : undefined;
  const confirmed = outcome?.ok ? outcome.data.serial : undefined;

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="suggestion" trail={[{ label: t('title'), href: '/suggestion' }, { label: t('confirmTitle') }]} />
      <h1>{confirmed ? t('confirmedTitle') : t('confirmFailedTitle')}</h1>
      <p className="lead">{confirmed ? t('confirmedBody', { serial: confirmed }) : t('confirmFailedBody')}</p>
      <p>
        <Link href="/suggestion/status">{t('statusLink')}</Link>
      </p>
    </div>
  );
}
