import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { formatPlace } from '@/lib/domain/format';

export const souvenirsView: QueryView = {
  metadata: listViewMetadata('Souvenirs', '/souvenirs'),
  render: async (locale, raw) => {
    const t = await getTranslations('Souvenirs');
    const { items } = await listSouvenirs(locale);
    return (
      <CatalogueList
        locale={locale}
        section="souvenirs"
        title={t('title')}
        lead={t('lead')}
        items={items}
        query={raw}
        keywordFieldsOf={(item) => ({ name: item.name, location: [item.districtName, item.whereToBuy] })}
        factsOf={(item) => [
          { key: 'origin', label: t('origin'), value: formatPlace(locale, item.countyName, item.districtName) },
          { key: 'season', label: t('season'), value: item.season ?? '' },
        ]}
        cardTestId="souvenir-card"
      />
    );
  },
};
