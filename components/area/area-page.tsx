import type { Metadata } from 'next';
import { OwnImage } from '@/components/ui/own-image';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { NoData } from '@/components/content/no-data';
import { LiveConditions } from '@/components/live/live-conditions';
import { SaveForOfflineSection } from '@/components/offline/save-for-offline-section';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EventGrid } from '@/components/events/event-grid';
import { listAttractions } from '@/lib/api/attractions';
import { listClosedPlaces } from '@/lib/api/closures';
import { listEvents } from '@/lib/api/events';
import { listTrails } from '@/lib/api/trails';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { areaBySlug, type AreaSlug } from '@/lib/content/areas';
import { filterByCategory } from '@/lib/domain/category';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { orderEventsByDate } from '@/lib/domain/featured-events';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';
import styles from './area-page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function buildAreaMetadata(slug: AreaSlug, { params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Areas' });
  return buildPageMetadata({
    locale,
    path: `/${slug}`,
    name: t(`${slug}.title`),
    description: t(`${slug}.lead`),
    image: areaBySlug(slug).image,
  });
}

/** An area page (/lion, /lishan, /bagua): introduction, its attractions and its visitor centres. */
export async function AreaPage({ slug, params }: Props & { slug: AreaSlug }) {
  const locale = await pageLocale(params);
  const area = areaBySlug(slug);
  const t = await getTranslations('Areas');
  const attractionsText = await getTranslations('Attractions');
  const [attractions, centers, trails, events, closures] = await Promise.all([
    listAttractions(locale),
    listAttractions(locale, 'visitor-center'),
    listTrails(locale),
    listEvents(locale),
    listClosedPlaces(locale),
  ]);
  const areaClosures = closures.items.filter((place) => place.areaId === area.id).length;
  const areaTrails = sortByPriorityThenHits(filterByCategory(trails.items, area.id));
  const areaEvents = orderEventsByDate(filterByCategory(events.items, area.id), todayInTaiwan()).slice(0, 6);
  const items = sortByPriorityThenHits(filterByCategory(attractions.items, area.id));
  const areaCenters = sortByPriorityThenHits(filterByCategory(centers.items, area.id));
  const title = t(`${slug}.title`);

  return (
    <div data-area={area.id}>
      <div className={styles.hero}>
        <OwnImage src={area.image} alt="" fill preload sizes="100vw" className={styles.heroImage} />
      </div>
      <div className="container page">
        <Breadcrumbs locale={locale} section={slug} trail={[{ label: title }]} />
        <h1 className={styles.title}>{title}</h1>
        <p className="lead">{t(`${slug}.lead`)}</p>
        {/* Before setting out: what is closed in this area (the count only when every list was read). */}
        <p className={styles.closures} data-testid="area-closures">
          {closures.complete ? `${t('closuresInArea', { count: areaClosures })} ` : null}
          <Link href="/closures">{t('closuresLink')}</Link>
        </p>
        <LiveConditions locale={locale} zipcode={area.zipcode} />
        <SaveForOfflineSection locale={locale} page={`/${slug}`} title={title} />
        <section aria-labelledby="area-attractions">
          <h2 id="area-attractions">{t('attractionsHeading', { area: title })}</h2>
          {items.length > 0 ? <AttractionGrid items={items} /> : <NoData />}
        </section>
        {areaTrails.length > 0 ? (
          <section aria-labelledby="area-trails">
            <h2 id="area-trails">{t('trailsHeading', { area: title })}</h2>
            <CardGrid>
              {areaTrails.map((trail) => (
                <li key={trail.id}>
                  <ContentCard
                    href={`/trails/${trail.id}`}
                    title={trail.name}
                    cover={trail.cover}
                    kicker={trail.areaName}
                    areaId={trail.areaId}
                    summary={trail.summary}
                    testId="trail-card"
                  />
                </li>
              ))}
            </CardGrid>
          </section>
        ) : null}
        {areaEvents.length > 0 ? (
          <section aria-labelledby="area-events">
            <h2 id="area-events">{t('eventsHeading', { area: title })}</h2>
            <EventGrid events={areaEvents} />
          </section>
        ) : null}
        {areaCenters.length > 0 ? (
          <section aria-labelledby="area-centers">
            <h2 id="area-centers">{attractionsText('visitorCentersTitle')}</h2>
            <AttractionGrid items={areaCenters} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
