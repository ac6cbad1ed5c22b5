import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { NoData } from '@/components/content/no-data';
import { SearchForm } from '@/components/content/search-form';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listAttractions } from '@/lib/api/attractions';
import { matchesEveryWord, splitKeywords } from '@/lib/domain/keyword';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  // Result pages are not worth indexing; the search page itself is.
  return buildPageMetadata({ locale, path: '/search', name: t('title'), description: t('description') });
}

/** Full-text search over the content the site has so far (attractions and visitor centres). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Search');
  const raw = (await searchParams).q;
  const query = typeof raw === 'string' ? raw.trim() : '';
  const words = splitKeywords(query);

  let results: Awaited<ReturnType<typeof listAttractions>>['items'] = [];
  if (words.length > 0) {
    const [attractions, centers] = await Promise.all([listAttractions(locale), listAttractions(locale, 'visitor-center')]);
    results = sortByPriorityThenHits(
      [...attractions.items, ...centers.items].filter((item) =>
        matchesEveryWord([item.name, item.summary, item.description, item.address, item.areaName, item.districtName], words),
      ),
    );
  }

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="search" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('scope')}</p>
      <SearchForm id="search-query" label={t('label')} placeholder={t('placeholder')} button={t('button')} defaultValue={query} />
      {words.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <h2 role="status">{t('results', { query, count: results.length })}</h2>
          {results.length > 0 ? <AttractionGrid items={results} /> : <NoData />}
        </>
      )}
    </div>
  );
}
