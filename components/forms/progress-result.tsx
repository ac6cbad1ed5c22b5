import type { ReactNode, RefObject } from 'react';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import styles from './forms.module.css';

export type ResultRow = { label: string; value: ReactNode; testId?: string; preLine?: boolean };

type Props = {
  resultRef: RefObject<HTMLElement | null>;
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: string;
  testId: string;
  /** Rows without a value (a date not reached yet) are left out. */
  rows: readonly (ResultRow | false | '' | null | undefined)[];
};

/** The answer of a progress lookup: focused once shown, its facts as a description list. */
export function ProgressResult({ resultRef, id, heading, testId, rows }: Props) {
  return (
    <section ref={resultRef} tabIndex={-1} className={styles.panel} aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{heading}</h2>
      <dl className={styles.progress}>
        {rows.map((row) =>
          row && row.value !== null && row.value !== undefined && row.value !== '' ? (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId} style={row.preLine ? { whiteSpace: 'pre-line' } : undefined}>
                {row.value}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

type ReplyLabels = {
  result: { replyVia: string; created: string; updated: string; notReplied: string };
  replyVia: Record<'email' | 'phone', string>;
};

/** The rows every case's answer ends with: how the office replied (or that it has not yet), filed, last changed. */
export function caseReplyRows(
  result: { replyVia: 'email' | 'phone' | null; createdAt: string; updatedAt: string },
  labels: ReplyLabels,
  lang: string,
): ResultRow[] {
  return [
    {
      label: labels.result.replyVia,
      value: result.replyVia ? labels.replyVia[result.replyVia] : labels.result.notReplied,
    },
    { label: labels.result.created, value: formatTaiwanTime(result.createdAt, lang) },
    { label: labels.result.updated, value: formatTaiwanTime(result.updatedAt, lang) },
  ];
}
