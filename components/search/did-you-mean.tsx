import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import styles from './search-results.module.css';

/** "Did you mean 梨山遊客中心?": a link to the search for the query written with the site's own words. */
export async function DidYouMean({ locale, suggestion }: { locale: Locale; suggestion: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <p data-testid="search-did-you-mean">
      {t('didYouMean')}{' '}
      <Link href={`/search?${new URLSearchParams({ q: suggestion })}`} className={styles.suggestion}>
        {suggestion}
      </Link>
    </p>
  );
}
