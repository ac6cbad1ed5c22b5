import { getTranslations } from 'next-intl/server';
import type { ListedItem } from '@/components/content/catalogue-list';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect, daysSelect, districtSelect } from '@/components/content/select-filters';
import type { PageQuery, QueryView } from '@/components/content/query-page';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { tripDaysOf } from '@/lib/domain/trip-days';
import type { Locale } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';
import { trailFacts, type RouteFactsSource } from './trail-facts';

type Route = RouteFactsSource & ListedItem;

type Props = {
  locale: Locale;
  /** "trails" or "bikeways": the list path, breadcrumb section and detail prefix. */
  section: 'trails' | 'bikeways';
  routes: readonly Route[];
  /** The page's URL query, as its view receives it. */
  query: PageQuery;
  labels: { title: string; lead: string; days: string };
  cardTestId: string;
  /** How a route's trip length is estimated when it has no published time (see tripDaysOf). */
  pace: 'walk' | 'cycle';
};

type RouteListViewOptions = {
  /** The section's list from the backend. */
  list: (locale: Locale) => Promise<{ items: readonly Route[] }>;
  pace: Props['pace'];
  cardTestId: string;
};

/** The view of /trails or /bikeways (app/[locale]/(site)/query-views.ts): its title, lead and days label are its messages'. */
export function routeListView(section: Props['section'], { list, pace, cardTestId }: RouteListViewOptions): QueryView {
  const namespace = section === 'trails' ? 'Trails' : 'Bikeways';
  return {
    metadata: listViewMetadata(namespace, `/${section}`),
    render: async (locale, query) => {
      const t = await getTranslations(namespace);
      const { items } = await list(locale);
      return (
        <RouteList
          locale={locale}
          section={section}
          routes={items}
          query={query}
          labels={{ title: t('title'), lead: t('lead'), days: t('days') }}
          pace={pace}
          cardTestId={cardTestId}
        />
      );
    },
  };
}

/** The list of trails or cycling routes: keyword, area, township and trip-length filters, route cards. */
export async function RouteList({ locale, section, routes, query: raw, labels, cardTestId, pace }: Props) {
  const filters = await getTranslations('Filters');
  const query = parseListQuery(raw, sections[section].filters);
  // The days filter sees each route's duration class; the cards keep showing only published facts.
  const classified = routes.map((route) => ({ ...route, days: tripDaysOf(route, pace), route }));
  const shown = sortByPriorityThenHits(
    filterListItems(classified, query, (item) => ({
      name: item.name,
      location: [item.start, item.end, item.areaName, item.districtName],
    })).map((item) => item.route),
  );
  const cards = await Promise.all(
    shown.map(async (route) => ({ route, facts: await trailFacts(route, locale, { brief: true }) })),
  );

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
          selects={[
            await areaSelect(query.area),
            await districtSelect(routes, query.zipcode),
            await daysSelect(query.days, labels.days),
          ]}
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
