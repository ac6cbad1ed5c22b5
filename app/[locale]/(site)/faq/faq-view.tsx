import { FaqItems } from '@/components/content/faq-items';
import { LostPropertySection } from '@/components/content/lost-property';
import { GroupedSections, groupByCategory } from '@/components/content/grouped-sections';
import { sectionListView } from '@/components/content/section-list-view';
import { listFaqs } from '@/lib/api/faqs';
import { categoryNamesOf } from '@/lib/domain/category';
import { matchesKeywords } from '@/lib/domain/keyword';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { faqCategoryIds } from '@/lib/schemas/faq';

export const faqView = sectionListView('faq', {
  messages: 'Faq',
  load: listFaqs,
  show: (items, query) =>
    sortByPriorityThenHits(items.filter((faq) => matchesKeywords({ title: faq.question }, query.words))),
  render: (shown, { locale, items }) => (
    <GroupedSections
      groups={groupByCategory(shown, faqCategoryIds, categoryNamesOf(items))}
      render={(faqs) => <FaqItems faqs={faqs} locale={locale} />}
    />
  ),
  // Where visitors look for "I lost something": the items the Administration keeps.
  after: (locale) => <LostPropertySection locale={locale} />,
});
