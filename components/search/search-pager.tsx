import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import styles from './search-results.module.css';

/** Previous and next pages of results: plain links, so paging works without JavaScript. */
export async function SearchPager({
  locale,
  query,
  page,
  pages,
}: {
  locale: Locale;
  query: string;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Search' });
  const to = (target: number) =>
    `/search?${new URLSearchParams(target > 1 ? { q: query, page: String(target) } : { q: query })}`;
  return (
    <nav aria-label={t('pagesNav')} className={styles.pager}>
      {page > 1 ? (
        <Link href={to(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link href={to(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
