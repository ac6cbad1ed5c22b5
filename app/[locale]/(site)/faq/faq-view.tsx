import { GroupedSections, groupByCategory } from '@/components/content/grouped-sections';
import { sectionListView } from '@/components/content/section-list-view';
import { TextWithPhones } from '@/components/ui/text-with-phones';
import { listFaqs } from '@/lib/api/faqs';
import { categoryNamesOf } from '@/lib/domain/category';
import { matchesKeywords } from '@/lib/domain/keyword';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { faqCategoryIds } from '@/lib/schemas/faq';
import styles from './faq.module.css';

/** Questions as native disclosure widgets: keyboard-operable and readable without JavaScript. */
export const faqView = sectionListView('faq', {
  messages: 'Faq',
  load: listFaqs,
  show: (items, query) =>
    sortByPriorityThenHits(items.filter((faq) => matchesKeywords({ title: faq.question }, query.words))),
  render: (shown, { locale, items }) => (
    <GroupedSections
      groups={groupByCategory(shown, faqCategoryIds, categoryNamesOf(items))}
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
  ),
});
