import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { NoData } from '@/components/content/no-data';
import { DocumentList } from '@/components/file-area/document-list';
import styles from '@/components/file-area/file-area.module.css';
import { WorkFlow } from '@/components/file-area/work-flow';
import { listArchiveDocuments, listExhibitions } from '@/lib/api/file-area';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FileArea' });
  return buildPageMetadata({
    locale,
    path: sections.fileArea.path,
    name: t('name'),
    description: t('metaDescription'),
  });
}

/** The file area's home (spec section 2): the latest exhibitions, how to apply, and the documents to read first. */
export default async function FileAreaHome({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea');
  const [exhibitions, documents] = await Promise.all([listExhibitions(locale), listArchiveDocuments(locale)]);
  const latest = sortByPriorityThenHits(exhibitions.items).slice(0, 3);

  return (
    <div className="container page">
      <h1>{t('fullName')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <div className={styles.actions}>
        <Link href={sections.fileAreaApply.path} className={styles.primaryAction}>
          {t('home.applyCta')}
        </Link>
        <Link href={sections.fileAreaProgress.path} className={styles.secondaryAction}>
          {t('home.progressCta')}
        </Link>
      </div>

      <section aria-labelledby="latest-exhibitions">
        <div className={styles.sectionHeading}>
          <h2 id="latest-exhibitions">{t('home.latestExhibitions')}</h2>
          <Link href={sections.fileAreaExhibitions.path}>{t('home.allExhibitions')}</Link>
        </div>
        {latest.length === 0 ? (
          <NoData />
        ) : (
          <CardGrid>
            {latest.map((exhibition, index) => (
              <li key={exhibition.id}>
                <ContentCard
                  href={`${sections.fileAreaExhibitions.detailPath}/${exhibition.id}`}
                  title={exhibition.title}
                  cover={exhibition.cover}
                  kicker={exhibition.areaName ?? t('exhibitions.wholeArea')}
                  areaId={exhibition.areaId}
                  summary={exhibition.summary}
                  eager={index === 0}
                  testId="exhibition-card"
                />
              </li>
            ))}
          </CardGrid>
        )}
      </section>

      <section aria-labelledby="how-to-apply">
        <h2 id="how-to-apply">{t('home.howToApply')}</h2>
        <WorkFlow locale={locale} headingLevel="h3" id="work-flow" showRules={false} />
      </section>

      <section aria-labelledby="documents-first">
        <div className={styles.sectionHeading}>
          <h2 id="documents-first">{t('home.documents')}</h2>
          <Link href={sections.fileAreaDocuments.path}>{t('home.allDocuments')}</Link>
        </div>
        <DocumentList locale={locale} documents={documents.items.slice(0, 3)} headingLevel="h3" />
      </section>
    </div>
  );
}
