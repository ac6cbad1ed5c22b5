import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { listSpecies } from '@/lib/api/ecology';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listPageMetadata('Ecology', '/ecology');

export default async function EcologyPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Ecology');
  const { items } = await listSpecies(locale);
  return (
    <CatalogueList
      locale={locale}
      section="ecology"
      title={t('title')}
      lead={t('lead')}
      items={items}
      query={await searchParams}
      keywordFieldsOf={(item) => ({ name: item.name, translation: item.scientificName, location: item.habitat })}
      factsOf={(item) => [
        { key: 'scientificName', label: t('scientificName'), value: item.scientificName, taxon: true },
        { key: 'season', label: t('season'), value: item.season ?? '' },
      ]}
      cardTestId="species-card"
    />
  );
}
