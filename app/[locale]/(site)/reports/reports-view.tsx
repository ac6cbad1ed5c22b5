import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect } from '@/components/content/select-filters';
import { listReports } from '@/lib/api/reports';
import { filterListItems } from '@/lib/domain/list-filter';
import { sortByDateDesc } from '@/lib/domain/sort';

export const reportsView = sectionListView('reports', {
  messages: 'Reports',
  load: listReports,
  show: (items, query) => sortByDateDesc(filterListItems(items, query, (item) => ({ title: item.title }))),
  selects: async (_items, query) => [await areaSelect(query.area)],
  render: async (shown, { locale }) => {
    const t = await getTranslations('Reports');
    // Reports link to articles written in Chinese; foreign-language visitors are told so.
    const isChinese = locale === 'zh-tw' || locale === 'zh-cn';
    return (
      <EntryList
        testId="report-item"
        entries={shown.map((item) => ({
          key: item.id,
          title: item.title,
          href: item.url,
          external: true,
          date: item.date_posted,
          source: item.publisher,
          summary: item.summary,
          extra: isChinese ? undefined : <p>{t('articleLanguage')}</p>,
        }))}
      />
    );
  },
});
