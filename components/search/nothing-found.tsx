import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';
import { DidYouMean } from './did-you-mean';
import { kindLabels } from './search-results';
import styles from './search-results.module.css';

/** The sections offered when nothing is found: the ones visitors most often look for. */
const startingPoints = ['attractions', 'trails', 'tours', 'events', 'news', 'faq'] as const;

/**
 * A search that found nothing: a query written with the site's own words when one is close
 * ("did you mean 梨山遊客中心?", which finds pages), and the main sections to browse instead.
 */
export async function NothingFound({
  locale,
  query,
  suggestion,
}: {
  locale: Locale;
  query: string;
  suggestion?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const labels = await kindLabels(locale);
  return (
    <div className={styles.nothing} data-testid="search-nothing">
      <p>{t('nothingFound', { query })}</p>
      {suggestion ? <DidYouMean locale={locale} suggestion={suggestion} /> : null}
      <p id="search-browse">{t('browse')}</p>
      <ul aria-labelledby="search-browse" className={styles.sections}>
        {startingPoints.map((key) => (
          <li key={key}>
            <Link href={sections[key].path}>{labels[key]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
