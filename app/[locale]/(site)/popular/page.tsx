import { getTranslations } from 'next-intl/server';
import { AttractionGrid } from '@/components/content/attraction-card';
import { ListPage } from '@/components/content/list-page';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { listAttractions } from '@/lib/api/attractions';
import { topByHitsPerArea } from '@/lib/domain/popular';
import { sortByHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = listPageMetadata('Popular', '/popular');

export default async function PopularPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Popular');
  const common = await getTranslations('Common');
  const filters = await getTranslations('Filters');
  const { items } = await listAttractions(locale);
  const overall = sortByHits(items).slice(0, 12);
  const perArea = topByHitsPerArea(items, areaIds);

  return (
    <ListPage
      locale={locale}
      section="popular"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={filters('results')}
      isEmpty={items.length === 0}
    >
      <section aria-labelledby="popular-overall">
        <h2 id="popular-overall">{t('overall')}</h2>
        <AttractionGrid items={overall} headingLevel="h3" eagerCount={1} />
      </section>
      {perArea.map(({ areaId, top }) => (
        <section key={areaId} aria-labelledby={`popular-${areaId}`} className="grouped-section">
          <h2 id={`popular-${areaId}`}>{common(`areas.${areaId}`)}</h2>
          <AttractionGrid items={top} headingLevel="h3" />
        </section>
      ))}
    </ListPage>
  );
}
