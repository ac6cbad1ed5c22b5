import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { NoData } from '@/components/content/no-data';
import { AreaCards } from '@/components/home/area-cards';
import { listAttractions } from '@/lib/api/attractions';
import { getFeaturedBanner } from '@/lib/api/banners';
import { sortByHits } from '@/lib/domain/sort';
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
  const [banner, attractions] = await Promise.all([getFeaturedBanner(locale), listAttractions(locale)]);
  const popular = sortByHits(attractions.items).slice(0, 6);

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
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading">{t('areasHeading')}</h2>
          <AreaCards locale={locale} />
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
