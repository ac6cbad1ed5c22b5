import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { listSouvenirs } from '@/lib/api/souvenirs';
import { formatPlace } from '@/lib/domain/format';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listPageMetadata('Souvenirs', '/souvenirs');

export default async function SouvenirsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Souvenirs');
  const { items } = await listSouvenirs(locale);
  return (
    <CatalogueList
      locale={locale}
      section="souvenirs"
      title={t('title')}
      lead={t('lead')}
      items={items}
      query={await searchParams}
      keywordFieldsOf={(item) => ({ name: item.name, location: [item.districtName, item.whereToBuy] })}
      factsOf={(item) => [
        { key: 'origin', label: t('origin'), value: formatPlace(locale, item.countyName, item.districtName) },
        { key: 'season', label: t('season'), value: item.season ?? '' },
      ]}
      cardTestId="souvenir-card"
    />
  );
}
