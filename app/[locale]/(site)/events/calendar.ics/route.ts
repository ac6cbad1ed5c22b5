import { getTranslations } from 'next-intl/server';
import { listEvents } from '@/lib/api/events';
import { calendarResponse, noCalendar, upcomingEventsCalendar } from '@/lib/calendar/event-calendar';
import { isStagingSite } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { isPathVisible } from '@/lib/routing/visibility';

// Cached like /events: rendered on the first request per language, again at most every 5 minutes,
// so an event that has ended leaves the feed within minutes.
export const revalidate = 300;
export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Context = { params: Promise<{ locale: string }> };

/** The events running or coming up as one .ics feed (download it, or subscribe to its address). */
export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale) || !isPathVisible('/events', locale, isStagingSite())) return noCalendar(404);
  const events = await listEvents(locale);
  if (!events.ok) return noCalendar(503);
  const t = await getTranslations({ locale, namespace: 'Events' });
  return calendarResponse(upcomingEventsCalendar(events.items, locale, t('calendarName')), 'trimt-events.ics');
}
