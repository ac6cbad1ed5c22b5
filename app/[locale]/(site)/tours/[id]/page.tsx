import { getTranslations } from 'next-intl/server';
import { OtaProducts } from '@/components/ota/ota-products';
import { AttractionGrid } from '@/components/content/attraction-card';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { PlaceFacts, TravelInfo } from '@/components/content/place-facts';
import { Unavailable } from '@/components/content/unavailable';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { tourFacts, tourTheme } from '@/components/tours/tour-facts';
import { listAttractions } from '@/lib/api/attractions';
import { loadDetailPage } from '@/lib/api/detail-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getTour } from '@/lib/api/tours';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { tourJsonLd } from '@/lib/seo/json-ld';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getTour);

export const generateMetadata = detailMetadata({ section: 'tours', namespace: 'Tours', load });

export default async function TourPage({ params }: Props) {
  // The tour and the attractions list at once: the list does not depend on the tour.
  const [{ locale, outcome }, all] = await Promise.all([
    load(params),
    pageLocale(params).then((locale) => listAttractions(locale)),
  ]);
  if (!outcome.ok) return <Unavailable />;
  const tour = outcome.data;
  const t = await getTranslations('Tours');
  const attractions = all.items.filter((item) => tour.attractionIds.includes(item.id));

  return (
    <DetailLayout
      areaId={tour.areaId}
      kicker={tourTheme(tour)}
      title={tour.name}
      lead={tour.summary}
      cover={tour.cover}
      hasOwnImage={tour.hasOwnImage}
      textHeading={t('description')}
      text={tour.description}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section="tours"
          trail={[{ label: t('title'), href: '/tours' }, { label: tour.name }]}
        />
      }
      aside={
        <FactsPanel heading={t('details')}>
          <PlaceFacts
            locale={locale}
            facts={await tourFacts(tour, locale)}
            lat={tour.lat}
            lng={tour.lng}
            views={tour.viewsCount}
          />
          <h2 className={factStyles.subheading}>{t('stops')}</h2>
          <ol className={factStyles.steps}>
            {tour.stops.map((stop, index) => (
              <li key={index}>{stop}</li>
            ))}
          </ol>
          {tour.travelInfo ? <TravelInfo text={tour.travelInfo} /> : null}
        </FactsPanel>
      }
      jsonLd={tourJsonLd(tour, locale)}
      more={
        <>
          <OtaProducts locale={locale} record={{ tour: tour.id }} />
          {attractions.length > 0 ? (
            <section aria-labelledby="tour-attractions">
              <h2 id="tour-attractions">{t('attractions')}</h2>
              <AttractionGrid items={attractions} headingLevel="h3" />
            </section>
          ) : null}
        </>
      }
    />
  );
}
