import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteDetail } from '@/components/trails/route-detail';
import { getBikeway } from '@/lib/api/bikeways';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getBikeway);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const route = outcome.data;
  return buildPageMetadata({ locale, path: `/bikeways/${route.id}`, name: route.name, description: route.summary ?? route.name, image: route.cover });
}

export default async function BikewayPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const t = await getTranslations('Bikeways');
  return <RouteDetail locale={locale} route={outcome.data} section="bikeways" labels={{ list: t('title'), text: t('description'), details: t('details') }} />;
}
