import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listForms } from '@/lib/api/online-forms';
import type { Locale } from '@/lib/i18n/locales';
import type { PublishedForm } from '@/lib/schemas/forms/field-definition';
import { FormList } from './form-list';

type Props = {
  locale: Locale;
  kind: 'survey' | 'registration' | 'application';
  section: string;
  title: string;
  lead: string;
  hrefOf: (form: PublishedForm) => string;
  action: string;
  children?: ReactNode;
};

/** /surveys, /registrations, /applications: the forms of one kind as cards, or "No Data". */
export async function FormListPage({ locale, kind, section, title, lead, hrefOf, action, children }: Props) {
  const t = await getTranslations('OnlineForms');
  const { ok, items } = await listForms(locale, kind);
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section={section} trail={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      {items.length > 0 ? (
        <FormList locale={locale} forms={items} hrefOf={hrefOf} action={action} />
      ) : ok ? (
        <p>{t('noForms')}</p>
      ) : (
        <NoData />
      )}
    </div>
  );
}
