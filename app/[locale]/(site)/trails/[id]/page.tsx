import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { NoData } from '@/components/content/no-data';
import { ExternalLink } from '@/components/ui/external-link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FactList } from '@/components/content/fact-list';
import { trailFacts } from '@/components/trails/trail-facts';
import { getTrail } from '@/lib/api/trails';
import { formatNumber } from '@/lib/domain/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const outcome = /^\d{1,9}$/.test(id) ? await getTrail(locale, Number(id)) : ({ ok: false, reason: 'not-found' } as const);
  if (!outcome.ok && outcome.reason === 'not-found') notFound();
  return { locale, outcome };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const trail = outcome.data;
  return buildPageMetadata({ locale, path: `/trails/${trail.id}`, name: trail.name, description: trail.summary ?? trail.name, image: trail.cover });
}

export default async function TrailPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) {
    return (
      <div className="container page">
        <NoData />
      </div>
    );
  }
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
      coverAlt={trail.hasOwnImage ? attraction('imageAlt', { name: trail.name }) : attraction('placeholderAlt')}
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
