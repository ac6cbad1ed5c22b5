import type { QueryView } from '@/components/content/query-page';
import { TextWithPhones } from '@/components/ui/text-with-phones';
import { getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/content/filter-bar';
import { GroupedSections, groupByCategory } from '@/components/content/grouped-sections';
import { ListPage } from '@/components/content/list-page';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { listFaqs } from '@/lib/api/faqs';
import { categoryNamesOf } from '@/lib/domain/category';
import { matchesKeywords } from '@/lib/domain/keyword';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { faqCategoryIds } from '@/lib/schemas/faq';
import { sections } from '@/lib/sections';
import styles from './faq.module.css';

/** Questions as native disclosure widgets: keyboard-operable and readable without JavaScript. */
export const faqView: QueryView = {
  metadata: listViewMetadata('Faq', '/faq'),
  render: async (locale, raw) => {
    const t = await getTranslations('Faq');
    const filters = await getTranslations('Filters');
    const query = parseListQuery(raw, sections.faq.filters);
    const { items } = await listFaqs(locale);
    const shown = sortByPriorityThenHits(items.filter((faq) => matchesKeywords({ title: faq.question }, query.words)));
    const groups = groupByCategory(shown, faqCategoryIds, categoryNamesOf(items));

    return (
      <ListPage
        locale={locale}
        section="faq"
        title={t('title')}
        lead={t('lead')}
        resultsHeading={filters('results')}
        countText={filters('count', { count: shown.length })}
        isEmpty={shown.length === 0}
        filters={<FilterBar path="/faq" query={query} />}
      >
        <GroupedSections
          groups={groups}
          render={(faqs) => (
            <div className={styles.list}>
              {faqs.map((faq) => (
                <details key={faq.id} className={styles.item} data-testid="faq-item">
                  <summary className={styles.question}>{faq.question}</summary>
                  <div className={styles.answer} id={`faq-${faq.id}`}>
                    {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
                      <p key={index}>
                        <TextWithPhones text={paragraph} locale={locale} />
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          )}
        />
      </ListPage>
    );
  },
};
