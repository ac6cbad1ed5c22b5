import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { FactList } from '@/components/content/fact-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { CalendarLink } from '@/components/events/calendar-link';
import { ExternalLink } from '@/components/ui/external-link';
import { getEvent } from '@/lib/api/events';
import { eventCalendarPath } from '@/lib/calendar/paths';
import { localizedPath } from '@/lib/i18n/locales';
import { formatDayRange, formatNumber } from '@/lib/domain/format';
import { eventJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getEvent);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const event = outcome.data;
  return buildPageMetadata({
    locale,
    path: `/events/${event.id}`,
    name: event.title,
    description: event.summary ?? event.title,
    image: event.cover,
  });
}

export default async function EventPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const event = outcome.data;
  const t = await getTranslations('Events');
  const shell = await getTranslations('Shell');
  const attraction = await getTranslations('Attraction');
  const facts = [
    ...(event.status ? [{ key: 'status', label: t('status'), value: t(`statuses.${event.status}`) }] : []),
    {
      key: 'when',
      label: t('when'),
      value: formatDayRange(locale, event.date_begin, event.date_end) ?? t('dateUnknown'),
    },
    ...(event.location ? [{ key: 'where', label: t('where'), value: event.location }] : []),
    ...(event.areaName ? [{ key: 'area', label: attraction('area'), value: event.areaName }] : []),
    { key: 'views', label: t('views'), value: formatNumber(locale, event.viewsCount) },
  ];

  return (
    <DetailLayout
      areaId={event.areaId}
      kicker={event.areaName}
      title={event.title}
      lead={event.summary}
      cover={event.cover}
      hasOwnImage={event.hasOwnImage}
      textHeading={t('about')}
      text={event.description}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section="events"
          trail={[{ label: t('title'), href: '/events' }, { label: event.title }]}
        />
      }
      aside={
        <FactsPanel heading={t('details')}>
          <FactList facts={facts} className={factStyles.list} />
          {event.date_begin || event.date_end ? (
            <CalendarLink href={localizedPath(locale, eventCalendarPath(event.id))}>{t('addToCalendar')}</CalendarLink>
          ) : null}
          {event.website ? (
            <p>
              <ExternalLink href={event.website} hint={shell('externalHint')}>
                {t('website')}
              </ExternalLink>
            </p>
          ) : null}
        </FactsPanel>
      }
      jsonLd={eventJsonLd(event, locale)}
    />
  );
}
