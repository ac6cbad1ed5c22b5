import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import type { NewsItem } from '@/lib/api/news';

/** News as a dated list: date, categories, title (the link) and summary. */
export async function NewsList({
  items,
  headingLevel = 'h3',
}: {
  items: readonly NewsItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('News');
  const entries = items.map((item) => ({
    key: item.id,
    title: item.title,
    href: `/news/${item.id}`,
    date: item.date_posted,
    tags: item.categories.map((id) => t(`categories.${id}` as 'categories.1')),
    summary: item.summary,
  }));
  return <EntryList entries={entries} headingLevel={headingLevel} testId="news-item" />;
}
