'use client';

import { formatTaiwanTime } from '@/lib/forms/format-time';
import { suggestionLookupSchema, type SuggestionStatusView } from '@/lib/schemas/forms/suggestion';
import styles from './forms.module.css';
import { useSerialLookup, type SerialLookupLabels } from './serial-lookup';

export type SuggestionStatusLabels = SerialLookupLabels & {
  result: {
    heading: string;
    subject: string;
    status: string;
    created: string;
    confirmed: string;
    reply: string;
    replied: string;
    replyVia: string;
    noReply: string;
  };
  statuses: Record<SuggestionStatusView['status'], string>;
  replyVia: Record<'email' | 'phone', string>;
};

/** The status lookup: serial number and e-mail (both must match), with a captcha. */
export function SuggestionStatusForm({ lang, labels }: { lang: string; labels: SuggestionStatusLabels }) {
  const { form, result, resultRef } = useSerialLookup<SuggestionStatusView>({
    lang,
    endpoint: 'check-opinion',
    schema: suggestionLookupSchema,
    labels,
  });
  return (
    <>
      {form}
      {result ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          className={styles.panel}
          aria-labelledby="suggestion-result"
          data-testid="suggestion-result"
        >
          <h2 id="suggestion-result">
            {labels.result.heading}: {result.serial}
          </h2>
          <dl>
            <dt>{labels.result.subject}</dt>
            <dd>{result.subject}</dd>
            <dt>{labels.result.status}</dt>
            <dd data-testid="suggestion-status">{labels.statuses[result.status]}</dd>
            <dt>{labels.result.created}</dt>
            <dd>{formatTaiwanTime(result.createdAt, lang)}</dd>
            {result.confirmedAt ? (
              <>
                <dt>{labels.result.confirmed}</dt>
                <dd>{formatTaiwanTime(result.confirmedAt, lang)}</dd>
              </>
            ) : null}
            <dt>{labels.result.reply}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{result.reply ?? labels.result.noReply}</dd>
            {result.repliedAt ? (
              <>
                <dt>{labels.result.replied}</dt>
                <dd>{formatTaiwanTime(result.repliedAt, lang)}</dd>
              </>
            ) : null}
            {result.replyVia ? (
              <>
                <dt>{labels.result.replyVia}</dt>
                <dd>{labels.replyVia[result.replyVia]}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
    </>
  );
}
