import { getTranslations } from 'next-intl/server';
import { formatDay, formatNumber } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { PublishedForm } from '@/lib/schemas/forms/field-definition';
import styles from './forms.module.css';

/** Whether a form takes submissions, said in words (and shown as a badge: colour is never the only signal). */
async function AvailabilityFacts({ locale, form }: { locale: Locale; form: PublishedForm }) {
  const t = await getTranslations('OnlineForms');
  const { availability } = form;
  const facts: string[] = [];
  if (availability.opens && availability.closes)
    facts.push(
      t('period', { opens: formatDay(locale, availability.opens), closes: formatDay(locale, availability.closes) }),
    );
  if (availability.eventDate) facts.push(t('eventDate', { date: formatDay(locale, availability.eventDate) }));
  if (availability.deadline) facts.push(t('deadline', { date: formatDay(locale, availability.deadline) }));
  if (availability.capacity !== undefined && availability.remaining !== undefined) {
    facts.push(
      availability.remaining > 0
        ? t('remaining', {
            remaining: formatNumber(locale, availability.remaining),
            capacity: formatNumber(locale, availability.capacity),
          })
        : t('full'),
    );
  }
  return (
    <>
      <p>
        <span className={`${styles.badge} ${availability.open ? styles.badgeOpen : styles.badgeClosed}`}>
          {availability.open ? t('open') : t('closed')}
        </span>
      </p>
      {facts.length > 0 ? (
        <ul className={styles.formFacts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Surveys, registrations or application forms as cards: what it is, whether it is open, where to fill it in. */
export async function FormList({
  locale,
  forms,
  hrefOf,
  action,
}: {
  locale: Locale;
  forms: readonly PublishedForm[];
  hrefOf: (form: PublishedForm) => string;
  action: string;
}) {
  const t = await getTranslations('OnlineForms');
  return (
    <ul className={styles.formList}>
      {forms.map((form) => (
        <li key={form.id} className={styles.formCard}>
          <h2>{form.title}</h2>
          <p>{form.description}</p>
          <AvailabilityFacts locale={locale} form={form} />
          {form.availability.open ? (
            <p>
              <Link
                href={hrefOf(form)}
                className={styles.submit}
                aria-label={t('actionFor', { action, title: form.title })}
              >
                {action}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export { AvailabilityFacts };
