import { getTranslations } from 'next-intl/server';
import { RouteDetail } from '@/components/trails/route-detail';
import { routeFactsText } from '@/components/trails/trail-facts';
import { getBikeway } from '@/lib/api/bikeways';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getBikeway);

export const generateMetadata = detailMetadata({
  section: 'bikeways',
  namespace: 'Bikeways',
  load,
  describe: routeFactsText,
});

export default async function BikewayPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const t = await getTranslations('Bikeways');
  return (
    <RouteDetail
      locale={locale}
      route={outcome.data}
      section="bikeways"
      labels={{ list: t('title'), text: t('description'), details: t('details') }}
    />
  );
}
