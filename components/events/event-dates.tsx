import { getLocale, getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import type { TourismEvent } from '@/lib/api/events';
import { hasEnded, todayInTaiwan } from '@/lib/domain/date-range';
import { dayRangeDash, formatDayRangeParts } from '@/lib/domain/format';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * An event's days (Taiwan time), "dates to be announced" for a seasonal one, and "Ended" once
 * its last day is past: past editions stay listed (they show what the event is like) but say so.
 */
export async function EventDates({
  event,
  className,
}: {
  event: Pick<TourismEvent, 'date_begin' | 'date_end'>;
  className?: string;
}) {
  const t = await getTranslations('Events');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  const days = formatDayRangeParts(locale, event.date_begin, event.date_end);
  return (
    <p className={className}>
      {/* A line may break between the two days, never inside one. */}
      {days
        ? days.map((day, index) => (
            <Fragment key={index}>
              {index > 0 ? dayRangeDash : null}
              <span className="nowrap">{day}</span>
            </Fragment>
          ))
        : t('dateUnknown')}
      {hasEnded(event, todayInTaiwan()) ? (
        <strong className="nowrap" data-testid="event-ended">
          {' '}
          · {t('ended')}
        </strong>
      ) : null}
    </p>
  );
}
