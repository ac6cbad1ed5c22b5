import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteDetail } from '@/components/trails/route-detail';
import { getTrail } from '@/lib/api/trails';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getTrail);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const trail = outcome.data;
  return buildPageMetadata({ locale, path: `/trails/${trail.id}`, name: trail.name, description: trail.summary ?? trail.name, image: trail.cover });
}

export default async function TrailPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const t = await getTranslations('Trails');
  return <RouteDetail locale={locale} route={outcome.data} section="trails" labels={{ list: t('title'), text: t('description'), details: t('details'), position: t('position') }} />;
}
