import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AreaCards } from '@/components/home/area-cards';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArrivalHeading } from '@/components/locator/arrival-heading';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotInArea' });
  // Reached only from the locator button: not a page to index.
  return buildPageMetadata({
    locale,
    path: '/not-in-trimt',
    name: t('title'),
    description: t('description'),
    noIndex: true,
  });
}

/** Spec section 2: where the nearby-places button leads when the visitor is outside the scenic area. */
export default async function NotInTrimtPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('NotInArea');
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="nearby" trail={[{ label: t('title') }]} />
      {/* Focused when the nearby-places button opened the page. */}
      <ArrivalHeading describedBy="not-in-area-lead">{t('title')}</ArrivalHeading>
      <p className="lead" id="not-in-area-lead">
        {t('lead')}
      </p>
      <section aria-labelledby="not-in-area-areas">
        <h2 id="not-in-area-areas">{t('areasHeading')}</h2>
        <AreaCards locale={locale} />
      </section>
      <p>
        <Link href="/map">{t('mapLink')}</Link>
      </p>
    </div>
  );
}
