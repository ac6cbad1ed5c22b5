import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/content/search-form';
import { FormProblems } from '@/components/forms/error-summary';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SearchPager } from '@/components/search/search-pager';
import { SearchResults } from '@/components/search/search-results';
import { DidYouMean } from '@/components/search/did-you-mean';
import { NothingFound } from '@/components/search/nothing-found';
import { siteIndexOf } from '@/components/search/site-index-cache';
import { maxKeywordLength, searchQueryOf } from '@/lib/domain/keyword';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** Results on one page: enough to choose from, few enough that the best are seen first. */
const pageSize = 10;

/** The page number asked for (?page=2), 1 for anything that is not a whole number from 1. */
function pageNumberOf(raw: string | string[] | undefined): number {
  const value = typeof raw === 'string' && /^\d{1,4}$/u.test(raw) ? Number(raw) : 1;
  return Math.max(1, value);
}

/** The site search: every page with a detail, the FAQ and the statistics, ranked by relevance. */
export const searchView: QueryView = {
  async metadata(locale, query) {
    const t = await getTranslations({ locale, namespace: 'Search' });
    // Result pages are not worth indexing (noindex); the search page itself is. A query too long to
    // search titles it "Error: …".
    const hasQuery = typeof query.q === 'string' ? query.q.trim() !== '' : Array.isArray(query.q);
    return buildPageMetadata({
      locale,
      path: '/search',
      name: t('title'),
      description: t('description'),
      query,
      noIndex: hasQuery,
    });
  },
  render: async (locale, raw) => {
    const t = await getTranslations('Search');
    // Too long to search (the proxy answers 400): nothing is searched, the field says why.
    const { query, tooLong } = searchQueryOf(raw);
    const formErrors = await getTranslations('FormErrors');
    const error = tooLong
      ? { prefix: formErrors('errorPrefix'), text: t('tooLong', { max: maxKeywordLength }) }
      : undefined;
    // The suggestion is offered when the results are poor (none, or none that holds the whole query): a slip in a name.
    const answer =
      query && !tooLong ? await (await siteIndexOf(locale)).ask(query, { suggest: true, highlight: true }) : undefined;
    const hits = answer?.hits ?? [];
    const suggestion = answer?.suggestion;
    const pages = Math.max(1, Math.ceil(hits.length / pageSize));
    const page = Math.min(pageNumberOf(raw.page), pages);
    const first = (page - 1) * pageSize;
    const shown = hits.slice(first, first + pageSize);

    return (
      <div className="container page">
        <Breadcrumbs locale={locale} section="search" trail={[{ label: t('title') }]} />
        {error ? (
          <FormProblems
            labels={{ summaryTitle: formErrors('summaryTitle'), errorPrefix: error.prefix }}
            errors={[{ field: 'search-query', message: error.text }]}
            attempt={1}
          />
        ) : null}
        <h1>{t('title')}</h1>
        <p className="lead">{t('scope')}</p>
        <SearchForm
          locale={locale}
          id="search-query"
          label={t('label')}
          placeholder={t('placeholder')}
          button={t('button')}
          defaultValue={query}
          error={error}
        />
        {error ? null : !answer ? (
          <p>{t('empty')}</p>
        ) : (
          <>
            <p role="status" className="result-count">
              {t('results', { query, count: hits.length })}
              {pages > 1 ? ` ${t('shown', { from: first + 1, to: first + shown.length })}` : null}
            </p>
            {hits.length > 0 ? (
              <>
                {suggestion ? <DidYouMean locale={locale} suggestion={suggestion} /> : null}
                <SearchResults locale={locale} hits={shown} first={first + 1} terms={answer.highlightTerms} />
                <SearchPager locale={locale} query={query} page={page} pages={pages} />
              </>
            ) : (
              <NothingFound locale={locale} query={query} suggestion={suggestion} />
            )}
          </>
        )}
      </div>
    );
  },
};
