import { getTranslations } from 'next-intl/server';
import { RouteDetail } from '@/components/trails/route-detail';
import { routeFactsText } from '@/components/trails/trail-facts';
import { getTrail } from '@/lib/api/trails';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { trailJsonLd } from '@/lib/seo/json-ld';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';
import { SaveForOfflineSection } from '@/components/offline/save-for-offline-section';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getTrail);

export const generateMetadata = detailMetadata({
  section: 'trails',
  namespace: 'Trails',
  load,
  describe: routeFactsText,
});

export default async function TrailPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const t = await getTranslations('Trails');
  const trail = outcome.data;
  return (
    <RouteDetail
      locale={locale}
      route={outcome.data}
      section="trails"
      labels={{ list: t('title'), text: t('description'), details: t('details'), position: t('position') }}
      jsonLd={trailJsonLd(outcome.data, locale)}
      more={<SaveForOfflineSection locale={locale} page={`/trails/${trail.id}`} title={trail.name} />}
    />
  );
}
