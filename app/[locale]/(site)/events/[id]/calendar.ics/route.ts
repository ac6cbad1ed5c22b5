import { getEvent } from '@/lib/api/events';
import { calendarResponse, eventCalendar, noCalendar } from '@/lib/calendar/event-calendar';
import { isStagingSite } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { isDetailId } from '@/lib/routing/request-guards';
import { isPathVisible } from '@/lib/routing/visibility';

// Cached like the event's page: rendered on the first request per language and id, again at most
// every 5 minutes (the answer does not depend on the request).
export const revalidate = 300;
export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Context = { params: Promise<{ locale: string; id: string }> };

/** One event as an .ics file (RFC 5545), in the address's language. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !isDetailId(id) || !isPathVisible(`/events/${id}`, locale, isStagingSite()))
    return noCalendar(404);
  const outcome = await getEvent(locale, Number(id));
  if (!outcome.ok) return noCalendar(outcome.reason === 'not-found' ? 404 : 503);
  // A seasonal event whose dates are not announced has nothing to put in a calendar.
  const text = eventCalendar(outcome.data, locale);
  return text ? calendarResponse(text, `trimt-event-${id}.ics`) : noCalendar(404);
}
