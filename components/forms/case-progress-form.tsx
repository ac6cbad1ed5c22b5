'use client';

import { useMemo } from 'react';
import type { CaseStatus } from '@/lib/domain/case-status';
import {
  applicationSerialPattern,
  caseLookupSchema,
  feedbackSerialPattern,
  type CaseProgress,
} from '@/lib/schemas/forms/case-lookup';
import { caseReplyRows, ProgressResult } from './progress-result';
import { useSerialLookup, type SerialLookupLabels } from './serial-lookup';

export type CaseProgressLabels = SerialLookupLabels & {
  result: {
    heading: string;
    type: string;
    place: string;
    session: string;
    people: string;
    status: string;
    replyVia: string;
    created: string;
    updated: string;
    notReplied: string;
  };
  statuses: Record<CaseStatus, string>;
  replyVia: Record<'email' | 'phone', string>;
};

/**
 * The progress inquiry of applications and registrations (or of feedback): the serial number from
 * the notification and the e-mail used, both required to match, with a captcha.
 */
export function CaseProgressForm({
  lang,
  endpoint,
  labels,
}: {
  lang: string;
  endpoint: 'check-application' | 'check-feedback';
  labels: CaseProgressLabels;
}) {
  const schema = useMemo(
    () => caseLookupSchema(endpoint === 'check-feedback' ? feedbackSerialPattern : applicationSerialPattern),
    [endpoint],
  );
  const { form, result, resultRef } = useSerialLookup<CaseProgress>({ lang, endpoint, schema, labels });
  return (
    <>
      {form}
      {result ? (
        <ProgressResult
          resultRef={resultRef}
          id="case-result"
          testId="case-result"
          heading={`${labels.result.heading}: ${result.serial}`}
          rows={[
            { label: labels.result.type, value: result.type },
            { label: labels.result.place, value: result.place },
            { label: labels.result.session, value: result.session },
            { label: labels.result.people, value: result.people },
            { label: labels.result.status, value: labels.statuses[result.status], testId: 'case-status' },
            ...caseReplyRows(result, labels, lang),
          ]}
        />
      ) : null}
    </>
  );
}
