import type { QueryView } from '@/components/content/query-page';
import { describedViewMetadata } from '@/components/content/simple-list-page';
import { getTranslations } from 'next-intl/server';
import { EventGrid, sortEventsForDisplay } from '@/components/events/event-grid';
import { areaSelect } from '@/components/content/select-filters';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { listEvents } from '@/lib/api/events';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sections } from '@/lib/sections';

export const eventsView: QueryView = {
  metadata: describedViewMetadata('Events', '/events'),
  render: async (locale, raw) => {
    const t = await getTranslations('Events');
    const query = parseListQuery(raw, sections.events.filters);
    const { items } = await listEvents(locale);
    const shown = sortEventsForDisplay(
      filterListItems(items, query, (event) => ({ title: event.title, location: [event.location, event.areaName] })),
    );

    return (
      <ListPage
        locale={locale}
        section="events"
        title={t('title')}
        lead={t('lead')}
        resultsHeading={t('resultsHeading')}
        countText={t('count', { count: shown.length })}
        isEmpty={shown.length === 0}
        filters={
          <FilterBar path="/events" query={query} selects={[await areaSelect(query.area)]} dates={query.dateFields} />
        }
      >
        <EventGrid events={shown} />
      </ListPage>
    );
  },
};
