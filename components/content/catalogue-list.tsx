import { getTranslations } from 'next-intl/server';
import type { DerivedFields } from '@/lib/api/derive';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
import { areaIds } from '@/lib/schemas/attraction';
import { tripDays } from '@/lib/schemas/trail';
import { CardGrid, ContentCard } from './content-card';
import { FactList, type Fact } from './fact-list';
import { FilterBar } from './filter-bar';
import { ListPage } from './list-page';
import { areaSelect, categorySelect, daysSelect, districtSelect } from './select-filters';

type Item = DerivedFields & { id: number; priority: number; categories: number[]; viewsCount: number; name: string; summary?: string; zipcode?: string; days?: number };

type Props<T extends Item> = {
  locale: Locale;
  /** "tours", "souvenirs", "ecology": list path, breadcrumb section, detail prefix. */
  section: string;
  title: string;
  lead: string;
  items: readonly T[];
  query: Record<string, string | string[] | undefined>;
  /** The resource's own categories (the category filter), in display order. */
  categoryIds: readonly number[];
  /** Text fields the keyword filter searches. */
  textOf: (item: T) => readonly (string | undefined)[];
  /** Facts under each card's summary; empty values are left out. */
  factsOf: (item: T) => readonly Fact[];
  /** Extra filters: township (by postal code) and trip length (with its label). */
  withDistrict?: boolean;
  daysLabel?: string;
  cardTestId: string;
};

/** A catalogue list page: keyword, category, area (and township, days) filters, then item cards. */
export async function CatalogueList<T extends Item>({ locale, section, title, lead, items, query: raw, categoryIds, textOf, factsOf, withDistrict, daysLabel, cardTestId }: Props<T>) {
  const filters = await getTranslations('Filters');
  const query = parseListQuery(raw, {
    categories: categoryIds,
    areas: areaIds,
    zipcodes: withDistrict ? items.flatMap((item) => item.zipcode ?? []) : undefined,
    days: daysLabel ? tripDays : undefined,
  });
  const nameOf = categoryNamesOf(items);
  const shown = sortByPriorityThenHits(filterListItems(items, query, textOf));
  const selects = [await categorySelect(categoryIds, nameOf, query.category), await areaSelect(query.area)];
  if (withDistrict) selects.push(await districtSelect(items, query.zipcode));
  if (daysLabel) selects.push(await daysSelect(query.days, daysLabel));

  return (
    <ListPage
      locale={locale}
      section={section}
      title={title}
      lead={lead}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={<FilterBar path={`/${section}`} keyword={query.keyword} selects={selects} />}
    >
      <CardGrid>
        {shown.map((item, index) => {
          const facts = factsOf(item).filter((fact) => fact.value !== '');
          const category = item.categories.find((id) => categoryIds.includes(id));
          return (
            <li key={item.id}>
              <ContentCard
                href={`/${section}/${item.id}`}
                title={item.name}
                cover={item.cover}
                kicker={category !== undefined ? nameOf(category) : item.areaName}
                areaId={item.areaId}
                summary={item.summary}
                meta={facts.length > 0 ? <FactList facts={facts} /> : undefined}
                eager={index === 0}
                testId={cardTestId}
              />
            </li>
          );
        })}
      </CardGrid>
    </ListPage>
  );
}
