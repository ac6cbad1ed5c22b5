import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { listTours } from '@/lib/api/tours';

export const toursView: QueryView = {
  metadata: listViewMetadata('Tours', '/tours'),
  render: async (locale, raw) => {
    const t = await getTranslations('Tours');
    const trails = await getTranslations('Trails');
    const { items } = await listTours(locale);
    return (
      <CatalogueList
        locale={locale}
        section="tours"
        title={t('title')}
        lead={t('lead')}
        items={items}
        query={raw}
        keywordFieldsOf={(tour) => ({ name: tour.name, location: [...tour.stops, tour.districtName] })}
        factsOf={(tour) => [
          {
            key: 'days',
            label: t('days'),
            value: tour.days === 0.5 ? trails('halfDay') : trails('daysValue', { days: tour.days }),
          },
          { key: 'area', label: t('area'), value: tour.areaName ?? '' },
        ]}
        daysLabel={t('days')}
        cardTestId="tour-card"
      />
    );
  },
};
