import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { formatDay } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { LoveTrimtItem } from '@/lib/schemas/love-trimt';
import styles from './published-feedback.module.css';

/** Items per page of the published feedback. */
export const publishedFeedbackPageSize = 10;

type Props = {
  locale: Locale;
  items: readonly LoveTrimtItem[];
  /** The page shown, from 1; the caller has checked it exists. */
  page: number;
  /** Address of the list, to which `?page=N` is added. */
  path: string;
};

/** How many pages `count` items fill (at least one: an empty list still has its page). */
export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / publishedFeedbackPageSize));
}

/**
 * "What visitors told us, and our answers" (issue 25 §1): published feedback, newest answer
 * first as the backend sends it, a page at a time. Dates are the day in Taiwan.
 */
export async function PublishedFeedback({ locale, items, page, path }: Props) {
  const t = await getTranslations('LoveTrimt');
  const pages = pageCountOf(items.length);
  const shown = items.slice((page - 1) * publishedFeedbackPageSize, page * publishedFeedbackPageSize);
  const day = (iso: string) => {
    const taiwanDay = todayInTaiwan(new Date(iso));
    return <time dateTime={taiwanDay}>{formatDay(locale, taiwanDay)}</time>;
  };
  const pageHref = (target: number) => (target === 1 ? path : `${path}?page=${target}`);
  return (
    <section aria-labelledby="published-feedback" className={styles.section} data-testid="published-feedback">
      <h2 id="published-feedback">{t('heading')}</h2>
      <p>{t('lead')}</p>
      {shown.length === 0 ? (
        <NoData />
      ) : (
        <ol className={styles.items}>
          {shown.map((item) => (
            <li key={item.id}>
              <article className={styles.item} aria-labelledby={`feedback-${item.id}`}>
                <h3 id={`feedback-${item.id}`} className={styles.topic}>
                  {item.topic}
                </h3>
                <dl className={styles.dates}>
                  <div>
                    <dt>{t('received')}</dt>
                    <dd>{day(item.receivedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('answered')}</dt>
                    <dd>{day(item.answeredAt)}</dd>
                  </div>
                </dl>
                <h4 className={styles.label}>{t('message')}</h4>
                <p className={styles.text}>{item.message}</p>
                {item.photo ? (
                  // Not through the image optimizer, which would keep a copy of a photo withdrawn since.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={item.photo.url}
                    width={item.photo.width}
                    height={item.photo.height}
                    alt={t('photo')}
                    loading="lazy"
                    className={styles.photo}
                  />
                ) : null}
                <h4 className={styles.label}>{t('reply')}</h4>
                <p className={`${styles.text} ${styles.reply}`}>{item.reply}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pagesLabel')} className={styles.pages}>
          {page > 1 ? <Link href={pageHref(page - 1)}>{t('previous')}</Link> : null}
          <span aria-current="page">{t('pageOf', { page, pages })}</span>
          {page < pages ? <Link href={pageHref(page + 1)}>{t('next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
