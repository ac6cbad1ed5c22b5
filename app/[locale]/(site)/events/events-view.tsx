import { areaSelect } from '@/components/content/select-filters';
import { sectionListView } from '@/components/content/section-list-view';
import { EventGrid } from '@/components/events/event-grid';
import { listEvents } from '@/lib/api/events';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderEventsByDate } from '@/lib/domain/featured-events';
import { filterListItems } from '@/lib/domain/list-filter';

export const eventsView = sectionListView('events', {
  messages: 'Events',
  described: true,
  load: listEvents,
  // Running and coming events first, by today's date: the cached list is rendered again every few minutes.
  show: (items, query) =>
    orderEventsByDate(
      filterListItems(items, query, (event) => ({ title: event.title, location: [event.location, event.areaName] })),
      todayInTaiwan(),
    ),
  selects: async (_items, query) => [await areaSelect(query.area)],
  render: (shown) => <EventGrid events={shown} />,
});
