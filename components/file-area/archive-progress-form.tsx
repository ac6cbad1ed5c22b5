'use client';

import { formatDay } from '@/lib/domain/format';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import type { Locale } from '@/lib/i18n/locales';
import type { CaseStatus } from '@/lib/domain/case-status';
import {
  archiveLookupSchema,
  type ArchivePurpose,
  type ArchiveProgress,
} from '@/lib/schemas/forms/archive-application';
import formStyles from '@/components/forms/forms.module.css';
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
        <section
          ref={resultRef}
          tabIndex={-1}
          className={formStyles.panel}
          aria-labelledby="archive-result"
          data-testid="case-result"
        >
          <h2 id="archive-result">
            {labels.result.heading}: {result.serial}
          </h2>
          <dl className={formStyles.progress}>
            <dt>{labels.result.status}</dt>
            <dd data-testid="case-status">{labels.statuses[result.status]}</dd>
            <dt>{labels.result.files}</dt>
            <dd>{result.fileCount}</dd>
            <dt>{labels.result.purpose}</dt>
            <dd>{labels.purposes[result.purpose]}</dd>
            <dt>{labels.result.answerDue}</dt>
            <dd data-testid="answer-due">{formatDay(lang as Locale, result.answerDue)}</dd>
            <dt>{labels.result.replyVia}</dt>
            <dd>{result.replyVia ? labels.replyVia[result.replyVia] : labels.result.notReplied}</dd>
            <dt>{labels.result.created}</dt>
            <dd>{formatTaiwanTime(result.createdAt, lang)}</dd>
            <dt>{labels.result.updated}</dt>
            <dd>{formatTaiwanTime(result.updatedAt, lang)}</dd>
          </dl>
        </section>
      ) : null}
    </>
  );
}
