import { getTranslations } from 'next-intl/server';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { RouteList } from '@/components/trails/route-list';
import { listBikeways } from '@/lib/api/bikeways';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listPageMetadata('Bikeways', '/bikeways');

export default async function BikewaysPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Bikeways');
  const { items } = await listBikeways(locale);
  return (
    <RouteList
      locale={locale}
      section="bikeways"
      routes={items}
      query={await searchParams}
      labels={{ title: t('title'), lead: t('lead'), days: t('days') }}
      pace="cycle"
      cardTestId="bikeway-card"
    />
  );
}
