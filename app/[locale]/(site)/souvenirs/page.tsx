import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { FilterBar } from '@/components/content/filter-bar';
import { ListPage } from '@/components/content/list-page';
import { areaSelect, categorySelect, districtSelect } from '@/components/content/select-filters';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';
import { souvenirCategoryIds } from '@/lib/schemas/souvenir';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Souvenirs' });
  return buildPageMetadata({ locale, path: '/souvenirs', name: t('title'), description: t('lead') });
}

export default async function SouvenirsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Souvenirs');
  const filters = await getTranslations('Filters');
  const { items } = await listSouvenirs(locale);
  const query = parseListQuery(await searchParams, { categories: souvenirCategoryIds, areas: areaIds, zipcodes: items.flatMap((item) => item.zipcode ?? []) });
  const nameOf = categoryNamesOf(items);
  const shown = sortByPriorityThenHits(filterListItems(items, query, (item) => [item.name, item.summary, item.districtName, item.whereToBuy]));

  return (
    <ListPage
      locale={locale}
      section="souvenirs"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={
        <FilterBar
          path="/souvenirs"
          keyword={query.keyword}
          selects={[await categorySelect(souvenirCategoryIds, nameOf, query.category), await areaSelect(query.area), await districtSelect(items, query.zipcode)]}
        />
      }
    >
      <CardGrid>
        {shown.map((item, index) => {
          const facts = [
            item.districtName ? { key: 'origin', label: t('origin'), value: [item.countyName, item.districtName].filter(Boolean).join(' ') } : undefined,
            item.season ? { key: 'season', label: t('season'), value: item.season } : undefined,
          ].filter((fact) => fact !== undefined);
          return (
            <li key={item.id}>
              <ContentCard
                href={`/souvenirs/${item.id}`}
                title={item.name}
                cover={item.cover}
                kicker={nameOf(item.categories[0] ?? 0)}
                areaId={item.areaId}
                summary={item.summary}
                meta={facts.length > 0 ? <FactList facts={facts} /> : undefined}
                eager={index === 0}
                testId="souvenir-card"
              />
            </li>
          );
        })}
      </CardGrid>
    </ListPage>
  );
}
