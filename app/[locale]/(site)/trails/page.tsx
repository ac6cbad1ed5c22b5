import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteList } from '@/components/trails/route-list';
import { listTrails } from '@/lib/api/trails';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Trails' });
  return buildPageMetadata({ locale, path: '/trails', name: t('title'), description: t('lead') });
}

export default async function TrailsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Trails');
  const { items } = await listTrails(locale);
  return (
    <RouteList
      locale={locale}
      section="trails"
      routes={items}
      query={await searchParams}
      labels={{ title: t('title'), lead: t('lead'), days: t('days') }}
      pace="walk"
      cardTestId="trail-card"
    />
  );
}
