import { getTranslations } from 'next-intl/server';
import { DocumentList } from '@/components/file-area/document-list';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { WorkFlow } from '@/components/file-area/work-flow';
import { listArchiveDocuments } from '@/lib/api/file-area';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('documents', sections.fileAreaDocuments.path);

/** The documents an applicant reads first: the work flow (a PDF of the site's own text) and the rules' sources. */
export default async function DocumentsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.documents');
  const documents = await listArchiveDocuments(locale);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      <DocumentList locale={locale} documents={documents.items} headingLevel="h2" />
      <WorkFlow locale={locale} headingLevel="h2" id="work-flow" />
    </FileAreaPage>
  );
}
