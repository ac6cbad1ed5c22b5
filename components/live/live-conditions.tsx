import { getTranslations } from 'next-intl/server';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { getLiveLabels } from './get-live-labels';
import { LazyConditions } from './lazy-conditions';
import styles from './live.module.css';

/**
 * The "weather and air quality" section of area pages, attraction details and /nearby.
 * `whenVisible`: where it sits below the fold (attraction details), its code and requests wait
 * until it comes near the viewport; on a phone that is most of the page's blocking time saved.
 */
export async function LiveConditions({
  locale,
  zipcode,
  heading,
  whenVisible,
}: {
  locale: Locale;
  zipcode: string;
  heading?: string;
  whenVisible?: boolean;
}) {
  const t = await getTranslations('LiveConditions');
  const labels = await getLiveLabels();
  return (
    <section aria-labelledby={`conditions-${zipcode}`} className={styles.section} data-testid="live-conditions">
      <h2 id={`conditions-${zipcode}`}>{heading ?? t('heading')}</h2>
      <noscript>
        <p className={styles.status}>{t('needsJs')}</p>
      </noscript>
      <LazyConditions
        zipcode={zipcode}
        labels={labels}
        locale={locale}
        intlLocale={htmlLang[locale]}
        whenVisible={whenVisible}
        fallback={
          <p className={`${styles.status} needs-js`} role="status">
            {labels.loading}
          </p>
        }
      />
    </section>
  );
}
