import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventGrid, sortEventsForDisplay } from '@/components/events/event-grid';
import { areaSelect } from '@/components/content/select-filters';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { listEvents } from '@/lib/api/events';
import { filterListItems } from '@/lib/domain/list-filter';
import { listFilterOffers } from '@/lib/domain/list-filter-offers';
import { parseListQuery } from '@/lib/domain/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Events' });
  return buildPageMetadata({ locale, path: '/events', name: t('title'), description: t('description'), query: await searchParams });
}

export default async function EventsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Events');
  const query = parseListQuery(await searchParams, listFilterOffers['/events']);
  const { items } = await listEvents(locale);
  const shown = sortEventsForDisplay(filterListItems(items, query, (event) => ({ title: event.title, location: [event.location, event.areaName] })));

  return (
    <ListPage
      locale={locale}
      section="events"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={t('resultsHeading')}
      countText={t('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={<FilterBar path="/events" query={query} selects={[await areaSelect(query.area)]} dates={query.dateFields} />}
    >
      <EventGrid events={shown} />
    </ListPage>
  );
}
