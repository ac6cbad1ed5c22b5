import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventGrid, sortEventsForDisplay } from '@/components/events/event-grid';
import { areaSelect } from '@/components/content/select-filters';
import { FilterBar } from '@/components/content/filter-bar';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listEvents } from '@/lib/api/events';
import { filterByCategory } from '@/lib/domain/category';
import { matchesDateRange } from '@/lib/domain/date-range';
import { matchesKeywords } from '@/lib/domain/keyword';
import { parseListQuery } from '@/lib/domain/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Events' });
  return buildPageMetadata({ locale, path: '/events', name: t('title'), description: t('description') });
}

export default async function EventsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Events');
  const query = parseListQuery(await searchParams, { areas: areaIds });
  const { items } = await listEvents(locale);
  const shown = sortEventsForDisplay(
    filterByCategory(items, query.area)
    .filter((event) => matchesKeywords([event.title, event.location, event.areaName], query.words) && matchesDateRange(event, { start: query.from, end: query.to })),
  );

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="events" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <FilterBar
        path="/events"
        keyword={query.keyword}
        selects={[
          await areaSelect(query.area),
        ]}
        dates={{ from: query.from, to: query.to }}
      />
      <h2 className="visually-hidden">{t('resultsHeading')}</h2>
      <p role="status" className="result-count">
        {t('count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <EventGrid events={shown} />
      ) : (
        <NoData />
      )}
    </div>
  );
}
