import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { sendPath } from '@/lib/api/online-forms';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import type { PublishedForm } from '@/lib/schemas/forms/field-definition';
import { DynamicForm } from './dynamic-form';
import { AvailabilityFacts } from './form-list';
import { commonFormLabels } from './form-labels';
import styles from './forms.module.css';
import { dynamicFormLabels } from './online-form-labels';

type Props = {
  locale: Locale;
  form: PublishedForm;
  /** The breadcrumb trail above the form's own title (its list, when it has one). */
  section: string;
  parent?: { label: string; href: string };
  /** Where the confirmation points next (the progress inquiry). */
  next?: { href: string; label: string };
  children?: ReactNode;
  /** Shown under the form (the feedback form's published answers). */
  after?: ReactNode;
};

/** One survey, registration, application or the feedback form: what it is, whether it is open, the form. */
export async function OnlineFormPage({ locale, form, section, parent, next, children, after }: Props) {
  const t = await getTranslations('OnlineForms');
  const { needsJs } = await commonFormLabels();
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section={section} trail={[...(parent ? [parent] : []), { label: form.title }]} />
      <h1>{form.title}</h1>
      <p className="lead">{form.description}</p>
      {form.kind === 'survey' || form.kind === 'registration' ? (
        <AvailabilityFacts locale={locale} form={form} />
      ) : null}
      {children}
      {form.availability.open ? (
        <>
          <noscript>
            <p>{needsJs}</p>
          </noscript>
          <DynamicForm
            id={`form-${form.kind}-${form.id}`}
            lang={apiLangOf(locale)}
            action={sendPath(apiLangOf(locale), form)}
            heading={t('formHeading')}
            fields={form.fields}
            labels={await dynamicFormLabels(form.kind, next)}
          />
        </>
      ) : (
        <p className={styles.notice}>{t('closedNotice')}</p>
      )}
      {after}
    </div>
  );
}
