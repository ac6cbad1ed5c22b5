import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { formatDay } from '@/lib/domain/format';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from './entry-list.module.css';

export type Entry = {
  key: string | number;
  title: string;
  /** A site path (opens here) or, with `external`, a URL that opens in a new window. */
  href: string;
  external?: boolean;
  /** Calendar day in Taiwan time. */
  date?: string;
  tags?: readonly string[];
  /** Shown after the tags (e.g. the outlet of a media report). */
  source?: string;
  summary?: string;
  extra?: ReactNode;
  /** Keeps the title in its own language when it differs from the page's (e.g. zh-Hant posts). */
  lang?: string;
};

/** Dated entries as a list: date, tags, title (the link) and summary — news, reports, links, downloads. */
export async function EntryList({
  entries,
  headingLevel = 'h3',
  testId,
}: {
  entries: readonly Entry[];
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}) {
  const shell = await getTranslations('Shell');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  const Heading = headingLevel;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.item} data-testid={testId}>
          {entry.date || entry.tags?.length || entry.source ? (
            <p className={styles.meta}>
              {entry.date ? (
                <time dateTime={`${entry.date}T00:00:00+08:00`}>{formatDay(locale, entry.date)}</time>
              ) : null}
              {entry.tags?.map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
              {entry.source ? <span>{entry.source}</span> : null}
            </p>
          ) : null}
          <Heading className={styles.title} lang={entry.lang}>
            {entry.external ? (
              <ExternalLink href={entry.href} hint={shell('externalHint')}>
                {entry.title}
              </ExternalLink>
            ) : (
              <Link href={entry.href}>{entry.title}</Link>
            )}
          </Heading>
          {entry.summary ? <p className={styles.summary}>{entry.summary}</p> : null}
          {entry.extra ? <div className={styles.extra}>{entry.extra}</div> : null}
        </li>
      ))}
    </ol>
  );
}
