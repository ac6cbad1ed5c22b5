import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { FactList, type Fact } from '@/components/content/fact-list';
import { PlaceFacts } from '@/components/content/place-facts';
import { Unavailable } from '@/components/content/unavailable';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { loadDetailPage } from '@/lib/api/detail-page';
import { getSpecies } from '@/lib/api/ecology';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getSpecies);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const item = outcome.data;
  return buildPageMetadata({ locale, path: `/ecology/${item.id}`, name: item.name, description: item.summary ?? item.name, image: item.cover });
}

export default async function SpeciesPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const item = outcome.data;
  const t = await getTranslations('Ecology');
  const tours = await getTranslations('Tours');
  const facts: Fact[] = [
    { key: 'category', label: t('category'), value: item.categoryNames[0] ?? '' },
    { key: 'area', label: tours('area'), value: item.areaName ?? '' },
    { key: 'habitat', label: t('habitat'), value: item.habitat ?? '' },
    { key: 'season', label: t('season'), value: item.season ?? '' },
    { key: 'conservation', label: t('conservation'), value: item.conservation ?? '' },
  ].filter((fact) => fact.value !== '');

  return (
    <DetailLayout
      areaId={item.areaId}
      kicker={item.categoryNames[0]}
      title={item.name}
      lead={item.summary}
      cover={item.cover}
      hasOwnImage={item.hasOwnImage}
      textHeading={t('description')}
      text={item.description}
      breadcrumbs={<Breadcrumbs locale={locale} section="ecology" trail={[{ label: t('title'), href: '/ecology' }, { label: item.name }]} />}
      aside={
        <FactsPanel heading={t('details')}>
          <p>
            <strong>{t('scientificName')}</strong>
            <br />
            <i lang="la">{item.scientificName}</i>
          </p>
          <FactList facts={facts} className={factStyles.list} />
          <PlaceFacts locale={locale} lat={item.lat} lng={item.lng} views={item.viewsCount} />
        </FactsPanel>
      }
    />
  );
}
