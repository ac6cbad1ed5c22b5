import { getTranslations } from 'next-intl/server';
import { CatalogueList } from '@/components/content/catalogue-list';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { listTours } from '@/lib/api/tours';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listPageMetadata('Tours', '/tours');

export default async function ToursPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Tours');
  const trails = await getTranslations('Trails');
  const { items } = await listTours(locale);
  return (
    <CatalogueList
      locale={locale}
      section="tours"
      title={t('title')}
      lead={t('lead')}
      items={items}
      query={await searchParams}
      keywordFieldsOf={(tour) => ({ name: tour.name, location: [...tour.stops, tour.districtName] })}
      factsOf={(tour) => [
        { key: 'days', label: t('days'), value: tour.days === 0.5 ? trails('halfDay') : trails('daysValue', { days: tour.days }) },
        { key: 'area', label: t('area'), value: tour.areaName ?? '' },
      ]}
      daysLabel={t('days')}
      cardTestId="tour-card"
    />
  );
}
