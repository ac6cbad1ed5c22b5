import type { QueryView } from '@/components/content/query-page';
import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listViewMetadata } from '@/components/content/simple-list-page';
import { listSpecies } from '@/lib/api/ecology';

export const ecologyView: QueryView = {
  metadata: listViewMetadata('Ecology', '/ecology'),
  render: async (locale, raw) => {
    const t = await getTranslations('Ecology');
    const { items } = await listSpecies(locale);
    return (
      <CatalogueList
        locale={locale}
        section="ecology"
        title={t('title')}
        lead={t('lead')}
        items={items}
        query={raw}
        keywordFieldsOf={(item) => ({ name: item.name, translation: item.scientificName, location: item.habitat })}
        factsOf={(item) => [
          { key: 'scientificName', label: t('scientificName'), value: item.scientificName, taxon: true },
          { key: 'season', label: t('season'), value: item.season ?? '' },
        ]}
        cardTestId="species-card"
      />
    );
  },
};
