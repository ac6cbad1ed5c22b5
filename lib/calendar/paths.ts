import { sections } from '@/lib/sections';

/**
 * The addresses of the calendar files (route handlers below app/[locale]/(site)/events): one
 * event's, and the feed of upcoming events, which sits beside the events' ids (the proxy's detail
 * guard knows it as a named page, lib/routing/request-guards.ts).
 */
const calendarFile = 'calendar.ics';
export const eventCalendarPath = (id: number) => `${sections.events.path}/${id}/${calendarFile}`;
export const upcomingCalendarPath = `${sections.events.path}/${calendarFile}`;

/**
 * The event page an event's calendar file belongs to (`/events/3/calendar.ics` → `/events/3`), so
 * the proxy judges its id as the page's: an id that cannot exist goes to the 404 page, rendered per
 * request, and never fills the cache.
 */
export function calendarOwnerPath(path: string): string | undefined {
  const suffix = `/${calendarFile}`;
  if (path === upcomingCalendarPath || !path.startsWith(`${sections.events.path}/`) || !path.endsWith(suffix))
    return undefined;
  return path.slice(0, -suffix.length);
}
