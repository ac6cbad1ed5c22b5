import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect, categorySelect, daysSelect } from '@/components/content/select-filters';
import { tourFacts, tourTheme } from '@/components/tours/tour-facts';
import { listTours } from '@/lib/api/tours';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';
import { tripDays } from '@/lib/schemas/trail';
import { tourCategoryIds } from '@/lib/schemas/tour';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Tours' });
  return buildPageMetadata({ locale, path: '/tours', name: t('title'), description: t('lead') });
}

export default async function ToursPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Tours');
  const filters = await getTranslations('Filters');
  const query = parseListQuery(await searchParams, { categories: tourCategoryIds, areas: areaIds, days: tripDays });
  const { items } = await listTours(locale);
  const shown = sortByPriorityThenHits(filterListItems(items, query, (tour) => [tour.name, tour.summary, ...tour.stops, tour.districtName]));
  const cards = await Promise.all(shown.map(async (tour) => ({ tour, facts: await tourFacts(tour, locale) })));

  return (
    <ListPage
      locale={locale}
      section="tours"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={
        <FilterBar
          path="/tours"
          keyword={query.keyword}
          selects={[
            await categorySelect(tourCategoryIds, categoryNamesOf(items), query.category),
            await areaSelect(query.area),
            await daysSelect(query.days, t('days')),
          ]}
        />
      }
    >
      <CardGrid>
        {cards.map(({ tour, facts }, index) => (
          <li key={tour.id}>
            <ContentCard
              href={`/tours/${tour.id}`}
              title={tour.name}
              cover={tour.cover}
              kicker={tourTheme(tour)}
              areaId={tour.areaId}
              summary={tour.summary}
              meta={<FactList facts={facts.filter((fact) => fact.key !== 'category')} />}
              eager={index === 0}
              testId="tour-card"
            />
          </li>
        ))}
      </CardGrid>
    </ListPage>
  );
}
