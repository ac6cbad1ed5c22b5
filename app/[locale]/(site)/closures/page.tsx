import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClosureList } from '@/components/closures/closure-list';
import styles from '@/components/closures/closures.module.css';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listClosedPlaces } from '@/lib/api/closures';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Closures' });
  return buildPageMetadata({ locale, path: '/closures', name: t('title'), description: t('description') });
}

/**
 * /closures (issue 25 §6): every attraction, trail and cycling route that is closed, under
 * renovation or awaiting confirmation, in one place. Cached like the lists it reads, and rendered
 * again when they change (their cache tags).
 */
export default async function ClosuresPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Closures');
  const { complete, items } = await listClosedPlaces(locale);
  const title = t('title');
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="closures" trail={[{ label: title }]} />
      <h1>{title}</h1>
      {/* "Everything is open" only when every list was read: a failed one must not say so. */}
      {!complete ? <p role="note">{t('incomplete')}</p> : null}
      {items.length > 0 ? (
        <>
          <p className="lead">{t('lead')}</p>
          <p>
            <Link href="/map">{t('mapLink')}</Link>
          </p>
          <ClosureList locale={locale} items={items} />
        </>
      ) : complete ? (
        <p className={styles.allOpen} data-testid="all-open">
          {t('allOpen')}
        </p>
      ) : null}
    </div>
  );
}
