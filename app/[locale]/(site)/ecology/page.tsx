import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect, categorySelect } from '@/components/content/select-filters';
import { listSpecies } from '@/lib/api/ecology';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';
import { ecologyCategoryIds } from '@/lib/schemas/ecology';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Ecology' });
  return buildPageMetadata({ locale, path: '/ecology', name: t('title'), description: t('lead') });
}

export default async function EcologyPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Ecology');
  const filters = await getTranslations('Filters');
  const { items } = await listSpecies(locale);
  const query = parseListQuery(await searchParams, { categories: ecologyCategoryIds, areas: areaIds });
  const nameOf = categoryNamesOf(items);
  const shown = sortByPriorityThenHits(filterListItems(items, query, (item) => [item.name, item.scientificName, item.summary, item.habitat]));

  return (
    <ListPage
      locale={locale}
      section="ecology"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={
        <FilterBar
          path="/ecology"
          keyword={query.keyword}
          selects={[await categorySelect(ecologyCategoryIds, nameOf, query.category), await areaSelect(query.area)]}
        />
      }
    >
      <CardGrid>
        {shown.map((item, index) => {
          const facts = [
            { key: 'scientificName', label: t('scientificName'), value: item.scientificName },
            item.season ? { key: 'season', label: t('season'), value: item.season } : undefined,
          ].filter((fact) => fact !== undefined);
          return (
            <li key={item.id}>
              <ContentCard
                href={`/ecology/${item.id}`}
                title={item.name}
                cover={item.cover}
                kicker={nameOf(item.categories[0] ?? 0)}
                areaId={item.areaId}
                summary={item.summary}
                meta={facts.length > 0 ? <FactList facts={facts} /> : undefined}
                eager={index === 0}
                testId="species-card"
              />
            </li>
          );
        })}
      </CardGrid>
    </ListPage>
  );
}
