import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { DetailLayout } from '@/components/content/detail-layout';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { getAttraction, listAttractions } from '@/lib/api/attractions';
import { filterByCategory } from '@/lib/domain/category';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Unavailable } from '@/components/content/unavailable';
import { AttractionFacts } from './attraction-facts';
import { attractionJsonLd } from '@/lib/seo/json-ld';
import { LiveConditions } from '@/components/live/live-conditions';
import { SaveForOfflineSection } from '@/components/offline/save-for-offline-section';
import { PlaceMap } from '@/components/map/place-map';
import { isSupportedZip } from '@/lib/domain/live/zip-table';
import { Link } from '@/lib/i18n/navigation';
import { sections } from '@/lib/sections';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getAttraction);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const item = outcome.data;
  return buildPageMetadata({
    locale,
    path: `/attractions/${item.id}`,
    name: item.name,
    description: item.summary ?? item.description ?? item.name,
    image: item.cover,
  });
}

export default async function AttractionPage({ params }: Props) {
  // The item and the list of its area's other places at once: the list does not depend on the item.
  const [{ locale, outcome }, all] = await Promise.all([
    load(params),
    pageLocale(params).then((locale) => listAttractions(locale)),
  ]);
  const t = await getTranslations('Attraction');
  const statistics = await getTranslations('Statistics');
  if (!outcome.ok) return <Unavailable />;
  const item = outcome.data;
  const format = await getFormatter();
  const siblings = item.areaId
    ? sortByPriorityThenHits(filterByCategory(all.items, item.areaId))
        .filter((other) => other.id !== item.id)
        .slice(0, 3)
    : [];

  return (
    <DetailLayout
      areaId={item.areaId}
      kicker={item.areaName}
      title={item.name}
      lead={item.summary}
      cover={item.cover}
      hasOwnImage={item.hasOwnImage}
      textHeading={t('description')}
      text={item.description}
      aside={<AttractionFacts attraction={item} hitsText={format.number(item.hits)} />}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section="attractions"
          trail={[
            ...(item.areaId && item.areaName
              ? [{ label: item.areaName, href: `/attractions?category=${item.areaId}` }]
              : []),
            { label: item.name },
          ]}
        />
      }
      more={
        <>
          {/* Weather, UV and air quality where the place is, when it lies in one of the area's townships. */}
          {isSupportedZip(item.zipcode) && item.zipcode ? (
            <LiveConditions locale={locale} zipcode={item.zipcode} whenVisible />
          ) : null}
          {item.lat !== undefined && item.lng !== undefined ? (
            <PlaceMap
              marker={{
                id: `place-${item.id}`,
                kind: item.type === 'visitor-center' ? 'visitorCenter' : 'attraction',
                name: item.name,
                lat: item.lat,
                lng: item.lng,
              }}
            />
          ) : null}
          {item.type === 'visitor-center' ? (
            <p>
              <Link href={sections.visitorStatistics.path}>{statistics('link')}</Link>
            </p>
          ) : null}
          <SaveForOfflineSection locale={locale} page={`/attractions/${item.id}`} title={item.name} />
          {siblings.length > 0 && item.areaName ? (
            <section aria-labelledby="more-in-area">
              <h2 id="more-in-area">{t('moreInArea', { area: item.areaName })}</h2>
              <AttractionGrid items={siblings} />
            </section>
          ) : null}
        </>
      }
      jsonLd={attractionJsonLd(item, locale)}
    />
  );
}
