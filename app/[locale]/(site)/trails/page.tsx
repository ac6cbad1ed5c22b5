import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { areaSelect } from '@/components/content/select-filters';
import { FilterBar } from '@/components/content/filter-bar';
import { NoData } from '@/components/content/no-data';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FactList } from '@/components/content/fact-list';
import { trailFacts } from '@/components/trails/trail-facts';
import { listTrails } from '@/lib/api/trails';
import { filterByCategory } from '@/lib/domain/category';
import { matchesKeywords } from '@/lib/domain/keyword';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { areaIds } from '@/lib/schemas/attraction';
import { tripDays } from '@/lib/schemas/trail';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Trails' });
  return buildPageMetadata({ locale, path: '/trails', name: t('title'), description: t('description') });
}

export default async function TrailsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Trails');
  const filters = await getTranslations('Filters');
  const query = parseListQuery(await searchParams, { areas: areaIds, days: tripDays });
  const { items } = await listTrails(locale);
  const shown = sortByPriorityThenHits(
    filterByCategory(items, query.area).filter(
      (trail) => matchesKeywords([trail.name, trail.start, trail.end, trail.areaName, trail.districtName], query.words) && (query.days === undefined || trail.days === query.days),
    ),
  );
  const cards = await Promise.all(shown.map(async (trail) => ({ trail, facts: await trailFacts(trail, locale, { brief: true }) })));

  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="trails" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <FilterBar
        path="/trails"
        keyword={query.keyword}
        selects={[
          await areaSelect(query.area),
          {
            name: 'days',
            label: t('days'),
            anyLabel: filters('anyDays'),
            value: query.days?.toString(),
            options: tripDays.map((days) => ({ value: String(days), label: days === 0.5 ? t('halfDay') : t('daysValue', { days }) })),
          },
        ]}
      />
      <h2 className="visually-hidden">{t('resultsHeading')}</h2>
      <p role="status" className="result-count">
        {t('count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <CardGrid>
          {cards.map(({ trail, facts }) => (
            <li key={trail.id}>
              <ContentCard
                href={`/trails/${trail.id}`}
                title={trail.name}
                cover={trail.cover}
                kicker={trail.areaName}
                areaId={trail.areaId}
                summary={trail.summary}
                meta={<FactList facts={facts} />}
                testId="trail-card"
              />
            </li>
          ))}
        </CardGrid>
      ) : (
        <NoData />
      )}
    </div>
  );
}
