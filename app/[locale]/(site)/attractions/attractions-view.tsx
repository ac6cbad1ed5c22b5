import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { FilterBar } from '@/components/content/filter-bar';
import { FilterLinks } from '@/components/content/filter-links';
import { countySelect, districtSelect } from '@/components/content/select-filters';
import { filterListItems } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listAttractions } from '@/lib/api/attractions';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { areaIds, attractionTypes } from '@/lib/schemas/attraction';
import { sections } from '@/lib/sections';
import { attractionsHref } from '@/lib/navigation/filter-pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { readAttractionsQuery } from './attractions-query';

export const attractionsView: QueryView = {
  async metadata(locale, raw) {
    const { category, type } = readAttractionsQuery(raw);
    const t = await getTranslations({ locale, namespace: 'Attractions' });
    const common = await getTranslations({ locale, namespace: 'Common' });
    const base = type === 'visitor-center' ? t('visitorCentersTitle') : t('title');
    const name = category ? t('titleInArea', { area: common(`areas.${category}`), title: base }) : base;
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return buildPageMetadata({
      locale,
      path: attractionsHref(category, type),
      name,
      description: meta('attractionsDescription'),
      query: raw,
    });
  },
  render: async (locale, raw) => {
    const { category, type } = readAttractionsQuery(raw);
    const t = await getTranslations('Attractions');
    const common = await getTranslations('Common');
    const list = await listAttractions(locale, type);
    const query = parseListQuery(raw, sections.attractions.filters);
    const items = sortByPriorityThenHits(
      filterListItems(list.items, query, (item) => ({
        name: item.name,
        location: [item.address, item.districtName, item.countyName],
      })),
    );
    const filters = await getTranslations('Filters');
    const linkError = async (name: 'type' | 'category') =>
      query.rejected.includes(name)
        ? { prefix: (await getTranslations('FormErrors'))('errorPrefix'), text: filters('choiceInvalid') }
        : undefined;
    const title = type === 'visitor-center' ? t('visitorCentersTitle') : t('title');

    const areaOptions = [undefined, ...areaIds].map((id) => ({
      key: String(id ?? 'all'),
      label: id ? common(`areaShort.${id}`) : t('filterAll'),
      href: attractionsHref(id, type),
      current: id === category,
    }));
    const typeOptions = attractionTypes.map((option) => ({
      key: option,
      label: common(`types.${option}`),
      href: attractionsHref(category, option),
      current: option === type,
    }));

    return (
      <div className="container page">
        <Breadcrumbs
          locale={locale}
          section="attractions"
          trail={type === 'visitor-center' ? [{ label: title }] : []}
        />
        <h1>{category ? t('titleInArea', { area: common(`areas.${category}`), title }) : title}</h1>
        <p className="lead">{t('lead')}</p>
        <div className="filters">
          <FilterLinks id="filter-type" label={t('typeLabel')} options={typeOptions} error={await linkError('type')} />
          <FilterLinks
            id="filter-category"
            label={t('filterLabel')}
            options={areaOptions}
            error={await linkError('category')}
          />
        </div>
        <FilterBar
          path="/attractions"
          query={query}
          keep={{ type: type === 'visitor-center' ? type : undefined, category: category?.toString() }}
          selects={[await countySelect(list.items, query.county), await districtSelect(list.items, query.zipcode)]}
        />
        <h2 className="visually-hidden">{t('resultsHeading')}</h2>
        <p role="status" className="result-count">
          {filters('count', { count: items.length })}
        </p>
        {items.length > 0 ? <AttractionGrid items={items} eagerCount={1} /> : <NoData />}
      </div>
    );
  },
};
