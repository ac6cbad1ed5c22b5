import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/content/filter-bar';
import { categorySelect } from '@/components/content/select-filters';
import { ListPage } from '@/components/content/list-page';
import { NewsList } from '@/components/news/news-list';
import { listNews } from '@/lib/api/news';
import { matchesKeywords } from '@/lib/domain/keyword';
import { listFilterOffers } from '@/lib/domain/list-filter-offers';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByDateDesc } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { newsCategoryIds } from '@/lib/schemas/news';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'News' });
  return buildPageMetadata({ locale, path: '/news', name: t('title'), description: t('description'), query: await searchParams });
}

/** News, newest first (spec section 9), as a dated list rather than picture cards. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('News');
  const query = parseListQuery(await searchParams, listFilterOffers['/news']);
  const { items } = await listNews(locale);
  const shown = sortByDateDesc(items.filter((item) => (query.category === undefined || item.categories.includes(query.category)) && matchesKeywords({ title: item.title }, query.words)));

  return (
    <ListPage
      locale={locale}
      section="news"
      title={t('title')}
      lead={t('lead')}
      resultsHeading={t('resultsHeading')}
      countText={t('count', { count: shown.length })}
      isEmpty={shown.length === 0}
      filters={
        <FilterBar path="/news" query={query} selects={[await categorySelect(newsCategoryIds, (id) => t(`categories.${id}` as 'categories.1'), query.category)]} />
      }
    >
      <NewsList items={shown} />
    </ListPage>
  );
}
