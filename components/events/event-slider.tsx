import { OwnImage } from '@/components/ui/own-image';
import type { TourismEvent } from '@/lib/api/events';
import { Link } from '@/lib/i18n/navigation';
import { EventDates } from './event-dates';
import styles from './event-slider.module.css';

/**
 * The home page's event slider: a horizontally scrolling strip (CSS scroll snap, no script), so
 * it scrolls by touch and each card's link is reachable with Tab; `SliderButtons` (loaded after the page is interactive) adds previous /
 * next for mouse users once the script runs.
 */
export function EventSlider({
  id,
  events,
  labelledBy,
}: {
  id: string;
  events: readonly TourismEvent[];
  labelledBy: string;
}) {
  return (
    <ul id={id} className={styles.slider} aria-labelledby={labelledBy} data-testid="event-slider">
      {events.map((event) => (
        <li key={event.id} className={styles.slide} data-area={event.areaId}>
          <OwnImage
            src={event.cover}
            alt=""
            width={600}
            height={400}
            sizes="(min-width: 1200px) 360px, 80vw"
            className={styles.picture}
          />
          <EventDates event={event} className={styles.date} />
          <h3 className={styles.title}>
            <Link href={`/events/${event.id}`}>{event.title}</Link>
          </h3>
          {event.areaName ? <p className={styles.area}>{event.areaName}</p> : null}
        </li>
      ))}
    </ul>
  );
}
