import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { confirmSuggestionAction } from './actions';
import { filedSerial } from './filed-receipt';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Personal and single-use: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Suggestion' });
  return buildPageMetadata({
    locale,
    path: '/suggestion/confirm',
    name: t('confirmTitle'),
    description: t('description'),
    noIndex: true,
  });
}

/**
 * The confirmation link from the e-mail. Opening it (GET) changes nothing: it shows a Confirm
 * button, and pressing it (POST, confirmSuggestionAction) files the suggestion, once.
 */
export default async function ConfirmSuggestionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Suggestion');
  const { token, filed } = await searchParams;
  // Only the browser that pressed Confirm is told the serial (the action's cookie): `?filed=`
  // alone, in a shared or hand-written address, shows nothing as filed.
  const serial = filed === undefined ? undefined : filedSerial(await cookies());
  const canConfirm = filed === undefined && typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
  const title = serial ? t('confirmedTitle') : canConfirm ? t('confirmTitle') : t('confirmFailedTitle');

  return (
    <div className="container page">
      <Breadcrumbs
        locale={locale}
        section="suggestion"
        trail={[{ label: t('title'), href: '/suggestion' }, { label: t('confirmTitle') }]}
      />
      <h1>{title}</h1>
      {serial ? <p className="lead">{t('confirmedBody', { serial })}</p> : null}
      {canConfirm ? (
        <form action={confirmSuggestionAction}>
          <p className="lead">{t('confirmLead')}</p>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={formStyles.submit}>
            {t('confirmButton')}
          </button>
        </form>
      ) : null}
      {!serial && !canConfirm ? <p className="lead">{t('confirmFailedBody')}</p> : null}
      <p>
        <Link href="/suggestion/status">{t('statusLink')}</Link>
      </p>
    </div>
  );
}
