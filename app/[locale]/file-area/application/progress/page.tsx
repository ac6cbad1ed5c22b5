import { getTranslations } from 'next-intl/server';
import { ArchiveProgressForm } from '@/components/file-area/archive-progress-form';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { commonFormLabels } from '@/components/forms/form-labels';
import { progressLookupLabels } from '@/components/forms/online-form-labels';
import { apiLangOf } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { archivePurposes } from '@/lib/schemas/forms/archive-application';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('progress', sections.fileAreaProgress.path);

/** The progress of an archive application, by its serial number and the e-mail used (like the other services). */
export default async function ArchiveProgressPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.progress');
  const form = await getTranslations('ArchiveForm');
  const online = await getTranslations('OnlineForms');
  const { needsJs } = await commonFormLabels();
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      <noscript>
        <p>{needsJs}</p>
      </noscript>
      <ArchiveProgressForm
        lang={apiLangOf(locale)}
        labels={{
          ...(await progressLookupLabels(t('serialHint'))),
          result: {
            heading: t('heading'),
            files: t('files'),
            purpose: t('purpose'),
            status: online('resultStatus'),
            replyVia: online('resultReplyVia'),
            answerDue: t('answerDue'),
            created: online('resultCreated'),
            updated: online('resultUpdated'),
            notReplied: online('notRepliedYet'),
          },
          purposes: Object.fromEntries(archivePurposes.map((key) => [key, form(`purposes.${key}`)])) as Record<
            (typeof archivePurposes)[number],
            string
          >,
        }}
      />
      <p>
        <Link href={sections.fileAreaApply.path}>{t('applyAgain')}</Link>
      </p>
    </FileAreaPage>
  );
}
