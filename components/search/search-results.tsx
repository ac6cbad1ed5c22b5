import { getTranslations } from 'next-intl/server';
import { MarkedText } from '@/components/ui/marked-text';
import type { SearchHits } from '@/lib/domain/site-search';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { metaDescription } from '@/lib/seo/meta-description';
import type { SearchKind } from './search-documents';
import styles from './search-results.module.css';

/** Each kind's heading: the name of its list page, so a result group reads like the section it comes from. */
async function groupLabels(locale: Locale): Promise<Record<SearchKind, string>> {
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

/** Search results grouped by kind of page, with links to each group when there are several. */
export async function SearchResults({ locale, groups }: { locale: Locale; groups: readonly SearchHits<SearchKind>[] }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const labels = await groupLabels(locale);
  return (
    <>
      {groups.length > 1 ? (
        <nav aria-label={t('groupsNav')} className={styles.jump}>
          <ul>
            {groups.map(({ key, hits }) => (
              <li key={key}>
                <a href={`#search-${key}`}>{t('group', { label: labels[key], count: hits.length })}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(({ key, hits }) => (
        <section
          key={key}
          id={`search-${key}`}
          aria-labelledby={`search-${key}-heading`}
          className={styles.group}
          data-testid="search-group"
        >
          <h2 id={`search-${key}-heading`}>{t('group', { label: labels[key], count: hits.length })}</h2>
          <ol className={styles.list}>
            {hits.map((hit) => (
              <li key={hit.href} className={styles.hit} data-area={hit.areaId} data-testid="search-hit">
                {hit.kicker ? <p className={styles.kicker}>{hit.kicker}</p> : null}
                <h3 className={styles.title}>
                  {hit.href.includes('#') ? (
                    // A link to a part of a page (an FAQ answer) loads it, so the browser opens the
                    // <details> holding it; the client router would scroll to it and leave it shut.
                    <a href={localizedPath(locale, hit.href)}>
                      <MarkedText text={hit.title} locale={locale} />
                    </a>
                  ) : (
                    <Link href={hit.href}>
                      <MarkedText text={hit.title} locale={locale} />
                    </Link>
                  )}
                </h3>
                {hit.summary ? (
                  <p className={styles.summary}>
                    <MarkedText text={metaDescription(hit.summary, locale)} locale={locale} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
