import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import type { TourismEvent } from '@/lib/api/events';
import { hasEnded, todayInTaiwan } from '@/lib/domain/date-range';
import { formatDayRange } from '@/lib/domain/format';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/** Event cards with their dates (Taiwan time), or "dates to be announced" for seasonal events. */
export async function EventGrid({ events }: { events: readonly TourismEvent[] }) {
  const t = await getTranslations('Events');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  const today = todayInTaiwan();
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
            meta={
              <p>
                {formatDayRange(locale, event.date_begin, event.date_end) ?? t('dateUnknown')}
                {/* Past editions stay listed (they show what the event is like) but say so. */}
                {hasEnded(event, today) ? <strong className="nowrap" data-testid="event-ended"> · {t('ended')}</strong> : null}
              </p>
            }
            testId="event-card"
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** Newest editions first; undated (seasonal) events after the dated ones, in editorial order. */
export function sortEventsForDisplay<T extends { date_begin?: string; priority: number }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (b.date_begin ?? '').localeCompare(a.date_begin ?? '') || a.priority - b.priority);
}
