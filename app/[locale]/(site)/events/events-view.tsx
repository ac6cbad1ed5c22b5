import { areaSelect } from '@/components/content/select-filters';
import { sectionListView } from '@/components/content/section-list-view';
import { getTranslations } from 'next-intl/server';
import { CalendarLink } from '@/components/events/calendar-link';
import { EventGrid } from '@/components/events/event-grid';
import { listEvents } from '@/lib/api/events';
import { upcomingCalendarPath } from '@/lib/calendar/paths';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderEventsByDate } from '@/lib/domain/featured-events';
import { filterListItems } from '@/lib/domain/list-filter';
import { localizedPath } from '@/lib/i18n/locales';

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
  render: async (shown, { locale }) => {
    const t = await getTranslations({ locale, namespace: 'Events' });
    return (
      <>
        <CalendarLink href={localizedPath(locale, upcomingCalendarPath)}>{t('calendarFeed')}</CalendarLink>
        <EventGrid events={shown} />
      </>
    );
  },
});
