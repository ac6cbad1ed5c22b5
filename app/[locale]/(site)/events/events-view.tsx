import { areaSelect } from '@/components/content/select-filters';
import { sectionListView } from '@/components/content/section-list-view';
import { EventGrid, sortEventsForDisplay } from '@/components/events/event-grid';
import { listEvents } from '@/lib/api/events';
import { filterListItems } from '@/lib/domain/list-filter';

export const eventsView = sectionListView('events', {
  messages: 'Events',
  described: true,
  load: listEvents,
  show: (items, query) =>
    sortEventsForDisplay(
      filterListItems(items, query, (event) => ({ title: event.title, location: [event.location, event.areaName] })),
    ),
  selects: async (_items, query) => [await areaSelect(query.area)],
  render: (shown) => <EventGrid events={shown} />,
});
