'use client';

import { formatTaiwanTime } from '@/lib/forms/format-time';
import { suggestionLookupSchema, type SuggestionStatusView } from '@/lib/schemas/forms/suggestion';
import { ProgressResult } from './progress-result';
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
        <ProgressResult
          resultRef={resultRef}
          id="suggestion-result"
          testId="suggestion-result"
          heading={`${labels.result.heading}: ${result.serial}`}
          rows={[
            { label: labels.result.subject, value: result.subject },
            { label: labels.result.status, value: labels.statuses[result.status], testId: 'suggestion-status' },
            { label: labels.result.created, value: formatTaiwanTime(result.createdAt, lang) },
            result.confirmedAt && { label: labels.result.confirmed, value: formatTaiwanTime(result.confirmedAt, lang) },
            { label: labels.result.reply, value: result.reply ?? labels.result.noReply, preLine: true },
            result.repliedAt && { label: labels.result.replied, value: formatTaiwanTime(result.repliedAt, lang) },
            result.replyVia && { label: labels.result.replyVia, value: labels.replyVia[result.replyVia] },
          ]}
        />
      ) : null}
    </>
  );
}
