import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NoData } from '@/components/content/no-data';
import { FormListPage } from '@/components/forms/form-list-page';
import { OnlineFormPage } from '@/components/forms/online-form-page';
import { getForm } from '@/lib/api/online-forms';
import { localizedPath } from '@/lib/i18n/locales';
import { isDetailId } from '@/lib/routing/request-guards';
import { buildPageMetadata } from '@/lib/seo/metadata';

/**
 * Events open for registration (apply-events), and with ?event={id} that event's form. The spec
 * lists /registrations without detail pages, so an event's form lives on the same route.
 */
export const registrationsView: QueryView = {
  async metadata(locale) {
    const t = await getTranslations({ locale, namespace: 'OnlineForms' });
    return buildPageMetadata({
      locale,
      path: '/registrations',
      name: t('registrationsTitle'),
      description: t('registrationsDescription'),
    });
  },
  render: async (locale, raw) => {
    const t = await getTranslations('OnlineForms');
    const event = raw.event;
    if (event === undefined) {
      return (
        <FormListPage
          locale={locale}
          kind="registration"
          section="registrations"
          title={t('registrationsTitle')}
          lead={t('registrationsLead')}
          hrefOf={(form) => `/registrations?event=${form.id}`}
          action={t('register')}
        />
      );
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
  },
};
