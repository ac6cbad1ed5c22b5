import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { markInThread } from '@/lib/search/index-thread';
import type { SearchHit } from '@/lib/search/site-index';
import { metaDescription } from '@/lib/seo/meta-description';
import { MarkedParts } from './marked-parts';
import type { SearchKind } from './search-documents';
import styles from './search-results.module.css';

/** Each kind's heading: the name of its list page, so a result group reads like the section it comes from. */
export async function kindLabels(locale: Locale): Promise<Record<SearchKind, string>> {
  const title = async (
    namespace:
      | 'Attractions'
      | 'Trails'
      | 'Bikeways'
      | 'Tours'
      | 'Events'
      | 'News'
      | 'Souvenirs'
      | 'Ecology'
      | 'Albums'
      | 'Films'
      | 'Statistics'
      | 'Faq',
  ) => (await getTranslations({ locale, namespace }))('title');
  const attractions = await getTranslations({ locale, namespace: 'Attractions' });
  const fileArea = await getTranslations({ locale, namespace: 'FileArea' });
  return {
    attractions: await title('Attractions'),
    visitorCenters: attractions('visitorCentersTitle'),
    trails: await title('Trails'),
    bikeways: await title('Bikeways'),
    tours: await title('Tours'),
    events: await title('Events'),
    news: await title('News'),
    souvenirs: await title('Souvenirs'),
    ecology: await title('Ecology'),
    albums: await title('Albums'),
    films: await title('Films'),
    statistics: await title('Statistics'),
    faq: await title('Faq'),
    exhibitions: fileArea('exhibitions.title'),
    archiveFaq: fileArea('searchFaq'),
  };
}

/** How many characters of text a result shows around the searched words (lib/search/highlight.ts). */
const snippetLength = { wide: 140, narrow: 80 };

/**
 * One page of ranked results, best first (an ordered list numbered from the page's first rank),
 * each with its kind, its title and a snippet, the searched words marked in both.
 */
export async function SearchResults({
  locale,
  hits,
  first,
  terms,
}: {
  locale: Locale;
  hits: readonly SearchHit[];
  /** The rank of the first hit shown (1 on the first page). */
  first: number;
  terms: readonly string[];
}) {
  const labels = await kindLabels(locale);
  // CJK text holds about twice the meaning per character: a shorter window reads as long.
  const length = locale === 'en' ? snippetLength.wide : snippetLength.narrow;
  const marked = await markInThread(
    hits.map(({ document }) => ({ title: document.title, texts: [document.summary, ...(document.body ?? [])] })),
    terms,
    length,
  );
  return (
    <ol className={styles.list} start={first} data-testid="search-results">
      {hits.map(({ document }, position) => {
        const snippet =
          marked[position]!.snippet ??
          (document.summary ? [{ text: metaDescription(document.summary, locale), marked: false }] : undefined);
        const title = <MarkedParts parts={marked[position]!.title} locale={locale} />;
        const label = labels[document.kind as SearchKind];
        return (
          <li key={document.href} className={styles.hit} data-area={document.areaId} data-testid="search-hit">
            <p className={styles.kicker}>
              {label}
              {document.kicker ? ` · ${document.kicker}` : null}
            </p>
            <h2 className={styles.title}>
              {/* A link to a part of a page (an FAQ answer) is loaded in full (page-links.ts), so the
                  browser opens the <details> holding it. */}
              <Link href={document.href}>{title}</Link>
            </h2>
            {snippet ? (
              <p className={styles.summary}>
                <MarkedParts parts={snippet} locale={locale} />
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
