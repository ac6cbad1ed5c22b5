import { getTranslations } from 'next-intl/server';
import { ArchiveApplicationForm } from '@/components/file-area/archive-application-form';
import { archiveFormLabels } from '@/components/file-area/archive-form-labels';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { WorkFlow } from '@/components/file-area/work-flow';
import { commonFormLabels } from '@/components/forms/form-labels';
import { apiLangOf } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('apply', sections.fileAreaApply.path);

/**
 * The archive application (spec: /file-area/application/apply): the steps and rules first (the
 * 30-day answer, the 7-day supplement), then the form.
 */
export default async function ArchiveApplyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.apply');
  const { needsJs } = await commonFormLabels();
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      <WorkFlow locale={locale} headingLevel="h2" id="work-flow" />
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <ArchiveApplicationForm lang={apiLangOf(locale)} labels={await archiveFormLabels(locale)} />
    </FileAreaPage>
  );
}
