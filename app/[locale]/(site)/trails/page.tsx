import { getTranslations } from 'next-intl/server';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { RouteList } from '@/components/trails/route-list';
import { listTrails } from '@/lib/api/trails';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listPageMetadata('Trails', '/trails');

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
