import 'server-only';
import type { TourismEvent } from '@/lib/api/events';
import { hasEnded, todayInTaiwan } from '@/lib/domain/date-range';
import { orderEventsByDate } from '@/lib/domain/featured-events';
import { hreflang, localizedPath, type Locale } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';
import { absoluteUrl } from '@/lib/seo/metadata';
import { writeCalendar, type CalendarEvent } from './ics';

const prodId = '-//Tri-Mountain National Scenic Area Administration//Visitor website//EN';

/** An event as a calendar entry, in the page's language; none for a seasonal one without dates. */
function calendarEventOf(event: TourismEvent, locale: Locale): CalendarEvent | undefined {
  const firstDay = event.date_begin ?? event.date_end;
  const lastDay = event.date_end ?? event.date_begin;
  if (!firstDay || !lastDay) return undefined;
  const url = absoluteUrl(localizedPath(locale, `${sections.events.path}/${event.id}`));
  const location = event.location ?? event.areaName;
  return {
    // The site's host names the site; the id and language the entry, so a calendar that imports
    // the file again (or reads the feed again) updates the entry instead of adding a second one.
    uid: `event-${event.id}-${locale}@${new URL(url).hostname}`,
    firstDay,
    lastDay,
    summary: event.title,
    ...(location ? { location } : {}),
    // Most calendar apps show the description but not the URL property: the page's address ends it.
    description: [event.summary, url].filter(Boolean).join('\n\n'),
    url,
    language: hreflang[locale],
    ...(event.status === 'cancelled' ? { cancelled: true } : {}),
    ...(event.lat !== undefined && event.lng !== undefined ? { geo: { lat: event.lat, lng: event.lng } } : {}),
  };
}

/** One event's .ics file; undefined when its dates are not announced. */
export function eventCalendar(event: TourismEvent, locale: Locale, now = new Date()): string | undefined {
  const entry = calendarEventOf(event, locale);
  return entry ? writeCalendar({ prodId, events: [entry], now }) : undefined;
}

/** The feed of events running or coming up, soonest first; `name` is the calendar's, in the page's language. */
export function upcomingEventsCalendar(
  events: readonly TourismEvent[],
  locale: Locale,
  name: string,
  now = new Date(),
): string {
  const today = todayInTaiwan(now);
  const entries = orderEventsByDate(events, today)
    .filter((event) => !hasEnded(event, today))
    .flatMap((event) => calendarEventOf(event, locale) ?? []);
  return writeCalendar({ prodId, name, events: entries, now });
}

/** The answer of a calendar route: a file to save (its name given), in UTF-8. */
export function calendarResponse(text: string, fileName: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** A calendar that cannot be given: 404 for an unknown event or language, 503 while the backend fails. */
export function noCalendar(status: 404 | 503): Response {
  return new Response(status === 404 ? 'Not Found' : 'Service Unavailable', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
