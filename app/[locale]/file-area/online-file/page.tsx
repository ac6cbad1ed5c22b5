import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { FactList } from '@/components/content/fact-list';
import { NoData } from '@/components/content/no-data';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { listExhibitions } from '@/lib/api/file-area';
import { formatDay } from '@/lib/domain/format';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

const section = sections.fileAreaExhibitions;

export const generateMetadata = fileAreaMetadata('exhibitions', section.path);

/** The office's online exhibitions (spec: online files). */
export default async function ExhibitionsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.exhibitions');
  const exhibitions = sortByPriorityThenHits((await listExhibitions(locale)).items);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      {exhibitions.length === 0 ? (
        <NoData />
      ) : (
        <CardGrid>
          {exhibitions.map((exhibition, index) => (
            <li key={exhibition.id}>
              <ContentCard
                href={`${section.detailPath}/${exhibition.id}`}
                title={exhibition.title}
                cover={exhibition.cover}
                kicker={exhibition.areaName ?? t('wholeArea')}
                areaId={exhibition.areaId}
                summary={exhibition.summary}
                headingLevel="h2"
                eager={index === 0}
                meta={
                  <FactList
                    facts={[{ key: 'date', label: t('posted'), value: formatDay(locale, exhibition.date_posted) }]}
                  />
                }
                testId="exhibition-card"
              />
            </li>
          ))}
        </CardGrid>
      )}
    </FileAreaPage>
  );
}
