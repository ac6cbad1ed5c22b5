import type { ReactNode } from 'react';

/**
 * A link to an .ics file (app/[locale]/(site)/events/…/calendar.ics): a plain anchor, so the browser
 * downloads it (or hands it to the calendar app) instead of the site navigating to it or
 * prefetching it. Its text says it is a file; `type` tells the browser which kind.
 */
export function CalendarLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href} type="text/calendar" download data-testid="calendar-link">
        {children}
      </a>
    </p>
  );
}
