import { getTranslations } from 'next-intl/server';
import { CatalogueDetail } from '@/components/content/catalogue-detail';
import { OtaProducts } from '@/components/ota/ota-products';
import { ShopsSelling } from '@/components/shops/shops-selling';
import { Unavailable } from '@/components/content/unavailable';
import { loadDetailPage } from '@/lib/api/detail-page';
import { formatPlace } from '@/lib/domain/format';
import { getSouvenir } from '@/lib/api/souvenirs';
import { detailMetadata } from '@/lib/seo/detail-metadata';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getSouvenir);

export const generateMetadata = detailMetadata({ section: 'souvenirs', namespace: 'Souvenirs', load });

export default async function SouvenirPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const item = outcome.data;
  const t = await getTranslations('Souvenirs');
  const tours = await getTranslations('Tours');
  return (
    <CatalogueDetail
      locale={locale}
      section="souvenirs"
      item={item}
      labels={{ list: t('title'), text: t('description'), details: t('details') }}
      facts={[
        { key: 'category', label: t('category'), value: item.categoryNames[0] ?? '' },
        { key: 'area', label: tours('area'), value: item.areaName ?? '' },
        { key: 'origin', label: t('origin'), value: formatPlace(locale, item.countyName, item.districtName) },
        { key: 'season', label: t('season'), value: item.season ?? '' },
        { key: 'whereToBuy', label: t('whereToBuy'), value: item.whereToBuy ?? '' },
      ]}
      more={
        <>
          <ShopsSelling locale={locale} souvenirId={item.id} />
          <OtaProducts locale={locale} record={{ souvenir: item.id }} />
        </>
      }
    />
  );
}
