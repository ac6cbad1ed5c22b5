import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { NoData } from '@/components/content/no-data';
import { AreaCards } from '@/components/home/area-cards';
import { EventGrid, sortEventsForDisplay } from '@/components/events/event-grid';
import { NewsList } from '@/components/news/news-list';
import { listAttractions } from '@/lib/api/attractions';
import { listEvents } from '@/lib/api/events';
import { listNews } from '@/lib/api/news';
import { getFeaturedBanner } from '@/lib/api/banners';
import { sortByDateDesc, sortByHits } from '@/lib/domain/sort';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';
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
  const [banner, attractions, news, events] = await Promise.all([
    getFeaturedBanner(locale),
    listAttractions(locale),
    listNews(locale),
    listEvents(locale),
  ]);
  const popular = sortByHits(attractions.items).slice(0, 6);
  const latestNews = sortByDateDesc(news.items).slice(0, 4);
  const latestEvents = sortEventsForDisplay(events.items).slice(0, 3);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Image src={banner?.cover ?? '/images/banner/home.webp'} alt="" fill priority sizes="100vw" className={styles.heroImage} />
        <div className={`container ${styles.heroText}`}>
          <h1 id="home-title">{t('heroTitle')}</h1>
          <p>{t('heroLead')}</p>
          {banner ? (
            <p className={styles.featured}>
              <span className={styles.featuredLabel}>{t('featured')}</span>
              {banner.openWindow ? (
                <a href={banner.url} target="_blank" rel="noopener noreferrer">
                  {banner.title}
                </a>
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
          <h2 id="events-heading">{t('eventsHeading')}</h2>
          {latestEvents.length > 0 ? <EventGrid events={latestEvents} /> : <NoData />}
          <p className={styles.more}>
            <Link href="/events">{t('allEvents')}</Link>
          </p>
        </section>
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t('popularHeading')}</h2>
          {popular.length > 0 ? <AttractionGrid items={popular} /> : <NoData />}
          <p className={styles.more}>
            <Link href="/attractions">{t('allAttractions')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
