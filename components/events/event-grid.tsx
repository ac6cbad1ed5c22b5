import { CardGrid, ContentCard } from '@/components/content/content-card';
import type { TourismEvent } from '@/lib/api/events';
import { EventDates } from './event-dates';

/** Event cards with their dates (Taiwan time), or "dates to be announced" for seasonal events. */
export function EventGrid({ events }: { events: readonly TourismEvent[] }) {
  return (
    <CardGrid>
      {events.map((event) => (
        <li key={event.id}>
          <ContentCard
            href={`/events/${event.id}`}
            title={event.title}
            cover={event.cover}
            kicker={event.areaName}
            areaId={event.areaId}
            summary={event.summary}
            meta={<EventDates event={event} />}
            testId="event-card"
          />
        </li>
      ))}
    </CardGrid>
  );
}
