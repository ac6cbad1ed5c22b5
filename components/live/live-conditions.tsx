import { getTranslations } from 'next-intl/server';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { getLiveLabels } from './get-live-labels';
import { LazyConditions } from './lazy-conditions';
import styles from './live.module.css';

/** The "weather and air quality" section of area pages, attraction details and /nearby. */
export async function LiveConditions({ locale, zipcode, heading }: { locale: Locale; zipcode: string; heading?: string }) {
  const t = await getTranslations('LiveConditions');
  const labels = await getLiveLabels();
  return (
    <section aria-labelledby={`conditions-${zipcode}`} className={styles.section} data-testid="live-conditions">
      <h2 id={`conditions-${zipcode}`}>{heading ?? t('heading')}</h2>
      <noscript>
        <p className={styles.status}>{t('needsJs')}</p>
      </noscript>
      <LazyConditions zipcode={zipcode} labels={labels} locale={locale} intlLocale={htmlLang[locale]} />
    </section>
  );
}
