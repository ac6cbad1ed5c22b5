import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { NoData } from '@/components/content/no-data';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import styles from '@/components/file-area/file-area.module.css';
import { ExternalLink } from '@/components/ui/external-link';
import { listCollaborations, listCollaborativeWriting } from '@/lib/api/file-area';
import { formatDay } from '@/lib/domain/format';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { SharedPostWire } from '@/lib/schemas/file-area';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('sharedPosts', sections.fileAreaSharedPosts.path);

async function PostList({ posts, locale }: { posts: readonly SharedPostWire[]; locale: Locale }) {
  if (posts.length === 0) return <NoData />;
  const t = await getTranslations('FileArea.sharedPosts');
  const posted = await getTranslations('FileArea.exhibitions');
  const shell = await getTranslations('Shell');
  return (
    <ul className={styles.documents}>
      {sortByPriorityThenHits(posts).map((post) => (
        <li key={post.id} className={styles.document}>
          <h3>
            {post.url?.startsWith('http') ? (
              <ExternalLink href={post.url} hint={shell('externalHint')}>
                {post.title}
              </ExternalLink>
            ) : post.url ? (
              <a href={post.url}>{post.title}</a>
            ) : (
              post.title
            )}
          </h3>
          <p>{post.summary}</p>
          <FactList
            facts={[
              { key: 'by', label: t('by'), value: post.author },
              { key: 'date', label: posted('posted'), value: formatDay(locale, post.date_posted) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** Collaborations with partners and writing shared with the office (spec: shared posts). */
export default async function SharedPostsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.sharedPosts');
  const [collaborations, writing] = await Promise.all([listCollaborations(locale), listCollaborativeWriting(locale)]);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      <section aria-labelledby="collaborative-writing">
        <h2 id="collaborative-writing">{t('collaborativeWriting')}</h2>
        <PostList posts={writing.items} locale={locale} />
      </section>
      <section aria-labelledby="collaborations">
        <h2 id="collaborations">{t('collaborations')}</h2>
        <PostList posts={collaborations.items} locale={locale} />
      </section>
    </FileAreaPage>
  );
}
