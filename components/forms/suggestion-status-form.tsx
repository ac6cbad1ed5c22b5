'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import { suggestionLookupSchema, type SuggestionLookup, type SuggestionStatusView } from '@/lib/schemas/forms/suggestion';
import { CaptchaField } from './captcha-field';
import { FormProblems } from './error-summary';
import { TextField } from './form-field';
import type { CommonFormLabels } from './form-labels';
import styles from './forms.module.css';
import { useFormErrors } from './use-form-errors';
import { useSendForm } from './use-send-form';

export type SuggestionStatusLabels = CommonFormLabels & {
  fields: { serial: string; serialHint: string; email: string };
  lookup: string;
  notFound: string;
  result: { heading: string; subject: string; status: string; created: string; confirmed: string; reply: string; replied: string; replyVia: string; noReply: string };
  statuses: Record<SuggestionStatusView['status'], string>;
  replyVia: Record<'email' | 'phone', string>;
};

const fieldOrder = ['serial', 'email', 'captchaCode'] as const;

/** The status lookup: serial number and e-mail (both must match), with a captcha. */
export function SuggestionStatusForm({ lang, labels }: { lang: string; labels: SuggestionStatusLabels }) {
  const { register, handleSubmit, setValue, setError, formState } = useForm<SuggestionLookup>({ resolver: zodResolver(suggestionLookupSchema), shouldFocusError: false });
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, fieldOrder, labels.errors, {
    labels: { serial: labels.fields.serial, email: labels.fields.email, captchaCode: labels.captcha.label },
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<SuggestionLookup>({ setValue, setError, failed, labels, notFound: labels.notFound });
  const [result, setResult] = useState<SuggestionStatusView>();
  const resultRef = useRef<HTMLElement>(null);
  // Focus follows the answer once it is on the page (a frame callback can run before React commits it).
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onValid = async (values: SuggestionLookup) => {
    setResult(undefined);
    const data = await send<SuggestionStatusView>(`/_api/${lang}/check-opinion`, values, { idempotent: false });
    if (data) setResult(data);
  };

  const field = (name: (typeof fieldOrder)[number]) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });
  return (
    <>
      <form noValidate onSubmit={(event) => handleSubmit(onValid, failed)(event)} className={styles.form}>
        <FormProblems labels={labels} errors={summary} attempt={attempt} notice={notice} />
        <TextField id="serial" label={labels.fields.serial} hint={labels.fields.serialHint} {...field('serial')} inputProps={{ autoComplete: 'off', spellCheck: false, ...register('serial') }} />
        <TextField id="email" label={labels.fields.email} {...field('email')} inputProps={{ type: 'email', autoComplete: 'email', spellCheck: false, ...register('email') }} />
        <input type="hidden" {...register('captchaId')} />
        <CaptchaField lang={lang} labels={labels.captcha} {...field('captchaCode')} inputProps={register('captchaCode')} version={captchaVersion} onChallenge={onChallenge} />
        <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? labels.sending : labels.lookup}
        </button>
      </form>
      {result ? (
        <section ref={resultRef} tabIndex={-1} className={styles.panel} aria-labelledby="suggestion-result" data-testid="suggestion-result">
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
