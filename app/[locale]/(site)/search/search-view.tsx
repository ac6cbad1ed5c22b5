import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { SearchForm } from '@/components/content/search-form';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { searchDocuments } from '@/components/search/search-documents';
import { SearchResults } from '@/components/search/search-results';
import { splitKeywords } from '@/lib/domain/keyword';
import { searchGroups } from '@/lib/domain/site-search';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** The site search: every kind of page with a detail (and the FAQ), grouped by kind. */
export const searchView: QueryView = {
  async metadata(locale) {
    const t = await getTranslations({ locale, namespace: 'Search' });
    // Result pages are not worth indexing; the search page itself is.
    return buildPageMetadata({ locale, path: '/search', name: t('title'), description: t('description') });
  },
  render: async (locale, raw) => {
    const t = await getTranslations('Search');
    const query = typeof raw.q === 'string' ? raw.q.trim() : '';
    const words = splitKeywords(query);
    const groups = words.length > 0 ? searchGroups(await searchDocuments(locale), words) : [];
    const count = groups.reduce((sum, group) => sum + group.hits.length, 0);

    return (
      <div className="container page">
        <Breadcrumbs locale={locale} section="search" trail={[{ label: t('title') }]} />
        <h1>{t('title')}</h1>
        <p className="lead">{t('scope')}</p>
        <SearchForm
          locale={locale}
          id="search-query"
          label={t('label')}
          placeholder={t('placeholder')}
          button={t('button')}
          defaultValue={query}
        />
        {words.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <>
            <p role="status" className="result-count">
              {t('results', { query, count })}
            </p>
            {count > 0 ? <SearchResults locale={locale} groups={groups} /> : <NoData />}
          </>
        )}
      </div>
    );
  },
};
