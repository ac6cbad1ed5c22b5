import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { ExternalLink } from '@/components/ui/external-link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FactList } from '@/components/content/fact-list';
import { trailFacts } from '@/components/trails/trail-facts';
import { getTrail } from '@/lib/api/trails';
import { formatNumber } from '@/lib/domain/format';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getTrail);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const trail = outcome.data;
  return buildPageMetadata({ locale, path: `/trails/${trail.id}`, name: trail.name, description: trail.summary ?? trail.name, image: trail.cover });
}

export default async function TrailPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const trail = outcome.data;
  const t = await getTranslations('Trails');
  const shell = await getTranslations('Shell');
  const attraction = await getTranslations('Attraction');
  const facts = await trailFacts(trail, locale);
  const hasPosition = trail.lat !== undefined && trail.lng !== undefined;

  return (
    <DetailLayout
      areaId={trail.areaId}
      kicker={trail.areaName}
      title={trail.name}
      lead={trail.summary}
      cover={trail.cover}
      hasOwnImage={trail.hasOwnImage}
      textHeading={t('description')}
      text={trail.description}
      breadcrumbs={<Breadcrumbs locale={locale} section="trails" trail={[{ label: t('title'), href: '/trails' }, { label: trail.name }]} />}
      aside={
        <FactsPanel heading={t('details')}>
          <FactList facts={facts} className={factStyles.list} />
          {hasPosition ? (
            <p>
              <strong>{t('position')}</strong>
              <br />
              {trail.lat?.toFixed(5)}, {trail.lng?.toFixed(5)}{' '}
              <ExternalLink href={`https://www.openstreetmap.org/?mlat=${trail.lat}&mlon=${trail.lng}#map=15/${trail.lat}/${trail.lng}`} hint={shell('externalHint')}>
                {attraction('openMap')}
              </ExternalLink>
            </p>
          ) : null}
          <p>
            <strong>{t('views')}</strong> {formatNumber(locale, trail.viewsCount)}
          </p>
          {trail.travelInfo ? (
            <>
              <h2 className={factStyles.subheading}>{t('travelInfo')}</h2>
              <p className={factStyles.travel}>{trail.travelInfo}</p>
            </>
          ) : null}
        </FactsPanel>
      }
    />
  );
}
