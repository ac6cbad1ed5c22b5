import { getTranslations } from 'next-intl/server';
import type { DerivedFields } from '@/lib/api/derive';
import { categoryNamesOf } from '@/lib/domain/category';
import type { KeywordFields } from '@/lib/domain/keyword';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery, type AllowedFilters } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
import { sections } from '@/lib/sections';
import type { PageQuery } from './query-page';
import { CardGrid, ContentCard } from './content-card';
import { FactList, type Fact } from './fact-list';
import { FilterBar } from './filter-bar';
import { ListPage } from './list-page';
import { areaSelect, categorySelect, daysSelect, districtSelect } from './select-filters';

/** What a list of cards sorts, filters and draws an item by (this list's, and the trails' and cycling routes'). */
export type ListedItem = DerivedFields & {
  id: number;
  priority: number;
  categories: number[];
  viewsCount: number;
  name: string;
  summary?: string;
  zipcode?: string;
};

type Item = ListedItem & { days?: number };

type Props<T extends Item> = {
  locale: Locale;
  /** "tours", "souvenirs", "ecology": list path, breadcrumb section, detail prefix. */
  section: 'tours' | 'souvenirs' | 'ecology';
  title: string;
  lead: string;
  items: readonly T[];
  /** The page's URL query, as its view receives it. */
  query: PageQuery;
  /** Text fields the keyword filter searches. */
  keywordFieldsOf: (item: T) => KeywordFields;
  /** Facts under each card's summary; empty values are left out. */
  factsOf: (item: T) => readonly Fact[];
  /** The label of the trip-length filter on lists that offer it (their `filters` in lib/sections.ts), if not the generic one. */
  daysLabel?: string;
  cardTestId: string;
};

/**
 * A catalogue list page: keyword, category and area filters, with township and trip length where
 * the list offers them (its `filters` in lib/sections.ts), then item cards.
 */
export async function CatalogueList<T extends Item>({
  locale,
  section,
  title,
  lead,
  items,
  query: raw,
  keywordFieldsOf,
  factsOf,
  daysLabel,
  cardTestId,
}: Props<T>) {
  const filters = await getTranslations('Filters');
  const offer: AllowedFilters = sections[section].filters;
  const categoryIds = offer.categories ?? [];
  // Townships come from the items; no catalogue list offers counties.
  const query = parseListQuery(raw, offer);
  const nameOf = categoryNamesOf(items);
  const shown = sortByPriorityThenHits(filterListItems(items, query, keywordFieldsOf));
  const selects = [await categorySelect(categoryIds, nameOf, query.category), await areaSelect(query.area)];
  if (offer.zipcodes) selects.push(await districtSelect(items, query.zipcode));
  // Every filter the table offers has its field, so a value it rejects is explained beside it.
  if (offer.days) selects.push(await daysSelect(query.days, daysLabel ?? filters('tripLength')));

  return (
    <ListPage
      locale={locale}
      section={section}
      title={title}
      lead={lead}
      resultsHeading={filters('results')}
      countText={filters('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={<FilterBar path={`/${section}`} query={query} selects={selects} />}
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
