'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CaseStatus } from '@/lib/domain/case-status';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import { applicationSerialPattern, caseLookupSchema, feedbackSerialPattern, type CaseLookup, type CaseProgress } from '@/lib/schemas/forms/case-lookup';
import { CaptchaField } from './captcha-field';
import { FormProblems } from './error-summary';
import { TextField } from './form-field';
import type { CommonFormLabels } from './form-labels';
import styles from './forms.module.css';
import { useFormErrors } from './use-form-errors';
import { useSendForm } from './use-send-form';

export type CaseProgressLabels = CommonFormLabels & {
  fields: { serial: string; serialHint: string; email: string };
  lookup: string;
  notFound: string;
  result: { heading: string; type: string; place: string; session: string; people: string; status: string; replyVia: string; created: string; updated: string; notReplied: string };
  statuses: Record<CaseStatus, string>;
  replyVia: Record<'email' | 'phone', string>;
};

const fieldOrder = ['serial', 'email', 'captchaCode'] as const;

/**
 * The progress inquiry of applications and registrations (or of feedback): the serial number from
 * the notification and the e-mail used, both required to match, with a captcha.
 */
export function CaseProgressForm({ lang, endpoint, labels }: { lang: string; endpoint: 'check-application' | 'check-feedback'; labels: CaseProgressLabels }) {
  const schema = useMemo(() => caseLookupSchema(endpoint === 'check-feedback' ? feedbackSerialPattern : applicationSerialPattern), [endpoint]);
  const { register, handleSubmit, setValue, setError, formState } = useForm<CaseLookup>({ resolver: zodResolver(schema), shouldFocusError: false });
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, fieldOrder, labels.errors, {
    labels: { serial: labels.fields.serial, email: labels.fields.email, captchaCode: labels.captcha.label },
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<CaseLookup>({ setValue, setError, failed, labels, notFound: labels.notFound });
  const [result, setResult] = useState<CaseProgress>();
  const resultRef = useRef<HTMLElement>(null);
  // Focus follows the answer once it is on the page (a frame callback can run before React commits it).
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onValid = async (values: CaseLookup) => {
    setResult(undefined);
    const data = await send<CaseProgress>(`/_api/${lang}/${endpoint}`, values, { idempotent: false });
    if (!data) return;
    setResult(data);
  };

  const field = (name: (typeof fieldOrder)[number]) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });
  const row = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
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
        <section ref={resultRef} tabIndex={-1} className={styles.panel} aria-labelledby="case-result" data-testid="case-result">
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
