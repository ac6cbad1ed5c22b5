import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect } from '@/components/content/select-filters';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { listReports } from '@/lib/api/reports';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByDateDesc } from '@/lib/domain/sort';
import { sections } from '@/lib/sections';

export const reportsView: QueryView = {
  metadata: listViewMetadata('Reports', '/reports'),
  render: async (locale, raw) => {
    const t = await getTranslations('Reports');
    const filters = await getTranslations('Filters');
    const query = parseListQuery(raw, sections.reports.filters);
    const { items } = await listReports(locale);
    const shown = sortByDateDesc(filterListItems(items, query, (item) => ({ title: item.title })));
    // Reports link to articles written in Chinese; foreign-language visitors are told so.
    const isChinese = locale === 'zh-tw' || locale === 'zh-cn';

    return (
      <ListPage
        locale={locale}
        section="reports"
        title={t('title')}
        lead={t('lead')}
        resultsHeading={filters('results')}
        countText={filters('count', { count: shown.length })}
        isEmpty={shown.length === 0}
        filters={<FilterBar path="/reports" query={query} selects={[await areaSelect(query.area)]} />}
      >
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
      </ListPage>
    );
  },
};
