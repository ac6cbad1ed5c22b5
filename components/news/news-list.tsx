import { getLocale, getTranslations } from 'next-intl/server';
import type { NewsItem } from '@/lib/api/news';
import { formatDay } from '@/lib/domain/format';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from './news-list.module.css';

/** News as a dated list: date, categories, title (the link) and summary. */
export async function NewsList({ items, headingLevel = 'h3' }: { items: readonly NewsItem[]; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations('News');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  const Heading = headingLevel;
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="news-item">
          <p className={styles.meta}>
            <time dateTime={`${item.date_posted}T00:00:00+08:00`}>{formatDay(locale, item.date_posted)}</time>
            {item.categories.map((id) => (
              <span key={id} className={styles.tag}>
                {t(`categories.${id}` as 'categories.1')}
              </span>
            ))}
          </p>
          <Heading className={styles.title}>
            <Link href={`/news/${item.id}`}>{item.title}</Link>
          </Heading>
          {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        </li>
      ))}
    </ol>
  );
}
