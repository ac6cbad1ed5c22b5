'use client';

import { useMemo } from 'react';
import type { CaseStatus } from '@/lib/domain/case-status';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import {
  applicationSerialPattern,
  caseLookupSchema,
  feedbackSerialPattern,
  type CaseProgress,
} from '@/lib/schemas/forms/case-lookup';
import styles from './forms.module.css';
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
  const row = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  return (
    <>
      {form}
      {result ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          className={styles.panel}
          aria-labelledby="case-result"
          data-testid="case-result"
        >
          <h2 id="case-result">
            {labels.result.heading}: {result.serial}
          </h2>
          <dl className={styles.progress}>
            {row(labels.result.type, result.type)}
            {row(labels.result.place, result.place)}
            {row(labels.result.session, result.session)}
            {row(labels.result.people, result.people)}
            <dt>{labels.result.status}</dt>
            <dd data-testid="case-status">{labels.statuses[result.status]}</dd>
            <dt>{labels.result.replyVia}</dt>
            <dd>{result.replyVia ? labels.replyVia[result.replyVia] : labels.result.notReplied}</dd>
            {row(labels.result.created, formatTaiwanTime(result.createdAt, lang))}
            {row(labels.result.updated, formatTaiwanTime(result.updatedAt, lang))}
          </dl>
        </section>
      ) : null}
    </>
  );
}
