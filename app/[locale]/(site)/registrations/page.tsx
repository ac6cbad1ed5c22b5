import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NoData } from '@/components/content/no-data';
import { FormListPage } from '@/components/forms/form-list-page';
import { OnlineFormPage } from '@/components/forms/online-form-page';
import { getForm } from '@/lib/api/online-forms';
import { localizedPath } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isDetailId } from '@/lib/routing/request-guards';
import { buildPageMetadata } from '@/lib/seo/metadata';

// Places left and open/closed change: kept a minute at most (formPageRevalidateSeconds in lib/api/online-forms.ts).
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OnlineForms' });
  return buildPageMetadata({ locale, path: '/registrations', name: t('registrationsTitle'), description: t('registrationsDescription') });
}

/**
 * Events open for registration (apply-events), and with ?event={id} that event's form. The spec
 * lists /registrations without detail pages, so an event's form lives on the same route.
 */
export default async function RegistrationsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OnlineForms');
  const event = (await searchParams).event;
  if (event === undefined) {
    return <FormListPage locale={locale} kind="registration" section="registrations" title={t('registrationsTitle')} lead={t('registrationsLead')} hrefOf={(form) => `/registrations?event=${form.id}`} action={t('register')} />;
  }
  if (typeof event !== 'string' || !isDetailId(event)) notFound();
  const outcome = await getForm(locale, 'registration', Number(event));
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') notFound();
    return <NoData />;
  }
  return (
    <OnlineFormPage
      locale={locale}
      form={outcome.data}
      section="registrations"
      parent={{ label: t('registrationsTitle'), href: '/registrations' }}
      next={{ href: localizedPath(locale, '/applications/progress'), label: t('progressLink') }}
    />
  );
}
