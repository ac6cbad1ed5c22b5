import type { Metadata } from 'next';
import { OwnImage } from '@/components/ui/own-image';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { NoData } from '@/components/content/no-data';
import { AreaCards } from '@/components/home/area-cards';
import { EventSlider } from '@/components/events/event-slider';
import { LazySliderButtons } from '@/components/events/lazy-slider-buttons';
import { LinkTiles } from '@/components/home/link-tiles';
import { NewsList } from '@/components/news/news-list';
import { ExternalLink } from '@/components/ui/external-link';
import { listAttractions } from '@/lib/api/attractions';
import { listEventSlider } from '@/lib/api/events';
import { listLiveCameras } from '@/lib/api/live-streams';
import { listNews } from '@/lib/api/news';
import { getFeaturedBanner } from '@/lib/api/banners';
import { todayInTaiwan } from '@/lib/domain/date-range';
import { homeEventStrip } from '@/lib/domain/featured-events';
import { sortByDateDesc, sortByHits, sortByPriorityThenHits } from '@/lib/domain/sort';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getMenus } from '@/lib/api/menus';
import { menuGroupIds } from '@/lib/navigation/site-structure';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { tourCategoryIds } from '@/lib/schemas/tour';
import { listTours } from '@/lib/api/tours';
import { categoryNamesOf } from '@/lib/domain/category';
import styles from './home.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return buildPageMetadata({ locale, path: '/', description: t('description') });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Home');
  const nav = await getTranslations('Nav');
  const shell = await getTranslations('Shell');
  const toursText = await getTranslations('Tours');
  const [banner, attractions, news, events, tours, cameras, menus] = await Promise.all([
    getFeaturedBanner(locale),
    listAttractions(locale),
    listNews(locale),
    listEventSlider(locale),
    listTours(locale),
    listLiveCameras(locale),
    getMenus(locale),
  ]);
  const popular = sortByHits(attractions.items).slice(0, 6);
  const latestNews = sortByDateDesc(news.items).slice(0, 4);
  // Ordered again here by today's date (the page is rendered again every few minutes): a remote
  // backend's slider may keep its own order, and an event that ended since must not lead.
  const strip = homeEventStrip(events.items, todayInTaiwan());
  const tourTheme = categoryNamesOf(tours.items);
  // Themed travel: the four tour themes, then the group's pages (the menu leaves out hidden ones).
  // The tour themes say they are itineraries: 'Small-town strolls' (tours) sits beside 'Slow
  // Travel in Small Towns' (a theme page), 'Muslim-friendly travel' beside the Muslim visitors' guide.
  const groupLinks = (id: number) =>
    (menus.find((group) => group.id === id)?.subMenu ?? []).flatMap((item) =>
      item.url && !item.isLinkOut ? [{ href: item.url, label: item.title }] : [],
    );
  const themes = [
    ...tourCategoryIds
      .filter((id) => tours.items.some((tour) => tour.categories.includes(id)))
      .map((id) => ({ href: `/tours?category=${id}`, label: tourTheme(id), description: toursText('title') })),
    ...groupLinks(menuGroupIds.themes).filter((link) => link.href !== '/tours'),
  ];
  const planning = groupLinks(menuGroupIds.planning);

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: websiteJsonLd(locale) }} />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroMedia}>
          <OwnImage
            src={banner?.cover ?? '/images/banner/home.webp'}
            alt=""
            fill
            preload
            sizes="100vw"
            className={styles.heroImage}
          />
        </div>
        <div className={`container ${styles.heroText}`}>
          <h1 id="home-title">{t('heroTitle')}</h1>
          <p>{t('heroLead')}</p>
          {banner ? (
            <p className={styles.featured}>
              <span className={styles.featuredLabel}>{t('featured')}</span>
              {banner.openWindow ? (
                <ExternalLink href={banner.url} hint={shell('externalHint')}>
                  {banner.title}
                </ExternalLink>
              ) : (
                <Link href={banner.url}>{banner.title}</Link>
              )}
            </p>
          ) : null}
        </div>
      </section>
      <div className="container page">
        <section aria-labelledby="news-heading">
          <h2 id="news-heading">{t('newsHeading')}</h2>
          {latestNews.length > 0 ? <NewsList items={latestNews} /> : <NoData />}
          <p className={styles.more}>
            <Link href="/news">{t('allNews')}</Link>
          </p>
        </section>
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading">{t('areasHeading')}</h2>
          <AreaCards locale={locale} />
        </section>
        <section aria-labelledby="events-heading">
          <div className={styles.sectionHead}>
            <h2 id="events-heading">{t('eventsHeading')}</h2>
            {strip.events.length > 0 ? (
              <LazySliderButtons target="event-slider" previous={t('previousEvents')} next={t('nextEvents')} />
            ) : null}
          </div>
          {strip.nextSeasonPending ? (
            <p className={styles.pending} data-testid="events-pending">
              {t('nextSeasonPending')} <Link href="/events">{t('annualEventsLink')}</Link>
            </p>
          ) : null}
          {strip.events.length > 0 ? (
            <EventSlider id="event-slider" events={strip.events} labelledBy="events-heading" />
          ) : strip.nextSeasonPending ? null : (
            <NoData />
          )}
          <p className={styles.more}>
            <Link href="/events">{t('allEvents')}</Link>
          </p>
        </section>
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t('popularHeading')}</h2>
          {popular.length > 0 ? <AttractionGrid items={popular} /> : <NoData />}
          <p className={styles.more}>
            <Link href="/popular">{t('allAttractions')}</Link>
          </p>
        </section>
        <section aria-labelledby="themes-heading">
          <h2 id="themes-heading">{nav('themes')}</h2>
          <LinkTiles tiles={themes} testId="home-themes" />
        </section>
        {cameras.items.length > 0 ? (
          <section aria-labelledby="cameras-heading">
            <h2 id="cameras-heading">{nav('liveCameras')}</h2>
            <LinkTiles
              tiles={sortByPriorityThenHits(cameras.items)
                .slice(0, 4)
                .map((camera) => ({ href: '/live-cameras', label: camera.name, description: camera.areaName }))}
            />
            <p className={styles.more}>
              <Link href="/live-cameras">{t('allCameras')}</Link>
            </p>
          </section>
        ) : null}
        <section aria-labelledby="planning-heading">
          <h2 id="planning-heading">{nav('planning')}</h2>
          <LinkTiles tiles={planning} testId="home-planning" />
        </section>
      </div>
    </>
  );
}
