import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailLayout, factStyles, FactsPanel } from '@/components/content/detail-layout';
import { FactList } from '@/components/content/fact-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { getNews } from '@/lib/api/news';
import { formatDay, formatNumber } from '@/lib/domain/format';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDetailPage } from '@/lib/api/detail-page';
import { Unavailable } from '@/components/content/unavailable';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = (params: Props['params']) => loadDetailPage(params, getNews);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return {};
  const item = outcome.data;
  return buildPageMetadata({
    locale,
    path: `/news/${item.id}`,
    name: item.title,
    description: item.summary ?? item.title,
    image: item.cover,
    article: { publishedTime: item.date_posted },
  });
}

export default async function NewsItemPage({ params }: Props) {
  const { locale, outcome } = await load(params);
  if (!outcome.ok) return <Unavailable />;
  const item = outcome.data;
  const t = await getTranslations('News');
  const facts = [
    { key: 'posted', label: t('posted'), value: formatDay(locale, item.date_posted) },
    {
      key: 'category',
      label: t('category'),
      value: item.categories.map((id) => t(`categories.${id}` as 'categories.1')).join('、'),
    },
    { key: 'views', label: t('views'), value: formatNumber(locale, item.viewsCount) },
  ];
  return (
    <DetailLayout
      title={item.title}
      lead={item.summary}
      cover={item.cover}
      hasOwnImage={item.hasOwnImage}
      textHeading={t('body')}
      text={item.body}
      breadcrumbs={
        <Breadcrumbs
          locale={locale}
          section="news"
          trail={[{ label: t('title'), href: '/news' }, { label: item.title }]}
        />
      }
      aside={
        <FactsPanel heading={t('details')}>
          <FactList facts={facts} className={factStyles.list} />
        </FactsPanel>
      }
      jsonLd={newsArticleJsonLd(item, locale)}
    />
  );
}
