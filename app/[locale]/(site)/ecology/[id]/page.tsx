import { getTranslations } from 'next-intl/server';
import { CatalogueDetail } from '@/components/content/catalogue-detail';
import { Unavailable } from '@/components/content/unavailable';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getSpecies } from '@/lib/api/ecology';
import { detailMetadata } from '@/lib/seo/detail-metadata';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getSpecies);

export const generateMetadata = detailMetadata({ section: 'ecology', namespace: 'Ecology', load });

export default async function SpeciesPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const item = outcome.data;
  const t = await getTranslations('Ecology');
  const tours = await getTranslations('Tours');
  return (
    <CatalogueDetail
      locale={locale}
      section="ecology"
      item={item}
      labels={{ list: t('title'), text: t('description'), details: t('details') }}
      lead={
        <p>
          <strong>{t('scientificName')}</strong>
          <br />
          <i lang="la">{item.scientificName}</i>
        </p>
      }
      facts={[
        { key: 'category', label: t('category'), value: item.categoryNames[0] ?? '' },
        { key: 'area', label: tours('area'), value: item.areaName ?? '' },
        { key: 'habitat', label: t('habitat'), value: item.habitat ?? '' },
        { key: 'season', label: t('season'), value: item.season ?? '' },
        { key: 'conservation', label: t('conservation'), value: item.conservation ?? '' },
      ]}
    />
  );
}
