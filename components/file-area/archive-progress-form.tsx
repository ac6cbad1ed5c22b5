'use client';

import { formatDay } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CaseStatus } from '@/lib/domain/case-status';
import {
  archiveLookupSchema,
  type ArchivePurpose,
  type ArchiveProgress,
} from '@/lib/schemas/forms/archive-application';
import { caseReplyRows, ProgressResult } from '@/components/forms/progress-result';
import { useSerialLookup, type SerialLookupLabels } from '@/components/forms/serial-lookup';

export type ArchiveProgressLabels = SerialLookupLabels & {
  result: {
    heading: string;
    files: string;
    purpose: string;
    status: string;
    replyVia: string;
    answerDue: string;
    created: string;
    updated: string;
    notReplied: string;
  };
  statuses: Record<CaseStatus, string>;
  replyVia: Record<'email' | 'phone', string>;
  purposes: Record<ArchivePurpose, string>;
};

/**
 * The progress of an archive application: shown to whoever has both its serial number and the
 * e-mail used, with the day the office's 30-day answer period ends.
 */
export function ArchiveProgressForm({ lang, labels }: { lang: string; labels: ArchiveProgressLabels }) {
  const { form, result, resultRef } = useSerialLookup<ArchiveProgress>({
    lang,
    endpoint: 'file-area/check-apply',
    schema: archiveLookupSchema,
    labels,
  });
  return (
    <>
      {form}
      {result ? (
        <ProgressResult
          resultRef={resultRef}
          id="archive-result"
          testId="case-result"
          heading={`${labels.result.heading}: ${result.serial}`}
          rows={[
            { label: labels.result.status, value: labels.statuses[result.status], testId: 'case-status' },
            { label: labels.result.files, value: result.fileCount },
            { label: labels.result.purpose, value: labels.purposes[result.purpose] },
            {
              label: labels.result.answerDue,
              value: formatDay(lang as Locale, result.answerDue),
              testId: 'answer-due',
            },
            ...caseReplyRows(result, labels, lang),
          ]}
        />
      ) : null}
    </>
  );
}
