import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect, daysSelect, districtSelect } from '@/components/content/select-filters';
import type { DerivedFields } from '@/lib/api/derive';
import { filterListItems } from '@/lib/domain/list-filter';
import { listFilterOffers } from '@/lib/domain/list-filter-offers';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { tripDaysOf } from '@/lib/domain/trip-days';
import type { Locale } from '@/lib/i18n/locales';
import { trailFacts, type RouteFactsSource } from './trail-facts';

type Route = RouteFactsSource &
  DerivedFields & { id: number; priority: number; categories: number[]; viewsCount: number; name: string; summary?: string; zipcode?: string };

type Props = {
  locale: Locale;
  /** "trails" or "bikeways": the list path, breadcrumb section and detail prefix. */
  section: 'trails' | 'bikeways';
  routes: readonly Route[];
  query: Record<string, string | string[] | undefined>;
  labels: { title: string; lead: string; days: string };
  cardTestId: string;
  /** How a route's trip length is estimated when it has no published time (see tripDaysOf). */
  pace: 'walk' | 'cycle';
};

/** The list of trails or cycling routes: keyword, area, township and trip-length filters, route cards. */
export async function RouteList({ locale, section, routes, query: raw, labels, cardTestId, pace }: Props) {
  const filters = await getTranslations('Filters');
  const query = parseListQuery(raw, listFilterOffers[`/${section}`]);
  // The days filter sees each route's duration class; the cards keep showing only published facts.
  const classified = routes.map((route) => ({ ...route, days: tripDaysOf(route, pace), route }));
  const shown = sortByPriorityThenHits(
    filterListItems(classified, query, (item) => ({ name: item.name, location: [item.start, item.end, item.areaName, item.districtName] })).map((item) => item.route),
  );
  const cards = await Promise.all(shown.map(async (route) => ({ route, facts: await trailFacts(route, locale, { brief: true }) })));

  return (
    <ListPage
      locale={locale}
      section={section}
      title={labels.title}
      lead={labels.lead}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={
        <FilterBar
          path={`/${section}`}
          query={query}
          selects={[await areaSelect(query.area), await districtSelect(routes, query.zipcode), await daysSelect(query.days, labels.days)]}
        />
      }
    >
      <CardGrid>
        {cards.map(({ route, facts }, index) => (
          <li key={route.id}>
            <ContentCard
              href={`/${section}/${route.id}`}
              title={route.name}
              cover={route.cover}
              kicker={route.areaName}
              areaId={route.areaId}
              summary={route.summary}
              meta={<FactList facts={facts} />}
              eager={index === 0}
              testId={cardTestId}
            />
          </li>
        ))}
      </CardGrid>
    </ListPage>
  );
}
