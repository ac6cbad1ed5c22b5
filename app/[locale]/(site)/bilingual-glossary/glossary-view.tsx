import type { QueryView } from '@/components/content/query-page';
import { describedViewMetadata } from '@/components/content/simple-list-page';
import { getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/content/filter-bar';
import { categorySelect } from '@/components/content/select-filters';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listGlossary } from '@/lib/api/glossaries';
import { matchesKeywords } from '@/lib/domain/keyword';
import { parseListQuery } from '@/lib/domain/list-query';
import { glossaryCategoryIds } from '@/lib/schemas/glossary';
import { sections } from '@/lib/sections';
import styles from './glossary.module.css';

// Spec section 2: hidden in Japanese (the proxy answers 404 there), so no ja alternate either.

/** The bilingual glossary: Chinese and English names, filterable by keyword (glossary, translation) and category. */
export const glossaryView: QueryView = {
  metadata: describedViewMetadata('Glossary', '/bilingual-glossary'),
  render: async (locale, raw) => {
    const t = await getTranslations('Glossary');
    const query = parseListQuery(raw, sections.glossary.filters);
    const { items } = await listGlossary(locale);
    const shown = items.filter(
      (entry) =>
        (query.category === undefined || entry.categories.includes(query.category)) &&
        matchesKeywords({ glossary: entry.glossary, translation: entry.translation }, query.words),
    );

    return (
      <div className="container page">
        <Breadcrumbs locale={locale} section="bilingual-glossary" trail={[{ label: t('title') }]} />
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        <FilterBar
          path="/bilingual-glossary"
          query={query}
          selects={[
            await categorySelect(glossaryCategoryIds, (id) => t(`categories.${id}` as 'categories.1'), query.category),
          ]}
        />
        <p role="status" className="result-count">
          {t('count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          // Scrolls sideways on the narrowest screens; focusable so the keyboard can scroll it too.
          <div className={styles.scroll} role="region" aria-label={t('resultsHeading')} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('resultsHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chinese')}</th>
                  <th scope="col">{t('english')}</th>
                  <th scope="col">{t('category')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <tr key={entry.id} data-testid="glossary-entry">
                    <th scope="row" lang={locale === 'zh-cn' ? 'zh-Hans' : 'zh-Hant-TW'}>
                      {entry.glossary}
                    </th>
                    <td lang="en">{entry.translation}</td>
                    <td>{entry.categories.map((id) => t(`categories.${id}` as 'categories.1')).join('、')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <NoData />
        )}
      </div>
    );
  },
};
