'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiPath } from '@/lib/http/api-path';
import type { ApiLang } from '@/lib/i18n/locales';
import { CaptchaSubmit } from './captcha-submit';
import { FormProblems } from './error-summary';
import { TextField } from './form-field';
import type { CommonFormLabels } from './form-labels';
import styles from './forms.module.css';
import { useFormErrors } from './use-form-errors';
import { useSendForm } from './use-send-form';
import { useFocusOnAnswer } from './use-focus-on-answer';
import { scriptedForm } from '@/components/forms/scripted-form';

export type SerialLookupLabels = CommonFormLabels & {
  fields: { serial: string; serialHint: string; email: string };
  lookup: string;
  notFound: string;
};

type Lookup = { serial: string; email: string; captchaId: string; captchaCode: string };
const fieldOrder = ['serial', 'email', 'captchaCode'] as const;

/**
 * A progress lookup by serial number and the e-mail used (both must match), with a captcha — the
 * mailbox's status page, applications' progress and feedback's check. Returns the form and the
 * answer; the caller shows the answer its own way. Focus moves to the answer once it is shown.
 */
export function useSerialLookup<T>({
  lang,
  endpoint,
  schema,
  labels,
}: {
  lang: string;
  endpoint: string;
  schema: z.ZodType<unknown, Lookup>;
  labels: SerialLookupLabels;
}): {
  form: ReactNode;
  result: T | undefined;
  resultRef: RefObject<HTMLElement | null>;
} {
  const { register, handleSubmit, setValue, setError, formState } = useForm<Lookup>({
    resolver: zodResolver(schema as z.ZodType<Lookup, Lookup>),
    shouldFocusError: false,
  });
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, fieldOrder, labels.errors, {
    labels: { serial: labels.fields.serial, email: labels.fields.email, captchaCode: labels.captcha.label },
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<Lookup>({
    setValue,
    setError,
    failed,
    labels,
    notFound: labels.notFound,
  });
  const [result, setResult] = useState<T>();
  const resultRef = useFocusOnAnswer(result);

  // The confirmation's "check the progress" link carries the serial (never the e-mail), so it is
  // not typed twice (WCAG 3.3.7).
  useEffect(() => {
    const serial = new URLSearchParams(window.location.search).get('serial');
    if (serial && isSerialShape(serial)) setValue('serial', serial);
  }, [setValue]);

  const onValid = async (values: Lookup) => {
    setResult(undefined);
    const data = await send<T>(apiPath(lang as ApiLang, endpoint), values, { idempotent: false });
    if (data) setResult(data);
  };

  const field = (name: (typeof fieldOrder)[number]) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });
  const form = (
    <form {...scriptedForm} onSubmit={(event) => handleSubmit(onValid, failed)(event)} className={styles.form}>
      <FormProblems labels={labels} errors={summary} attempt={attempt} notice={notice} />
      <TextField
        type="text"
        id="serial"
        label={labels.fields.serial}
        hint={labels.fields.serialHint}
        {...field('serial')}
        inputProps={{ autoComplete: 'off', spellCheck: false, ...register('serial') }}
      />
      <TextField
        type="email"
        id="email"
        label={labels.fields.email}
        {...field('email')}
        inputProps={{ autoComplete: 'email', spellCheck: false, ...register('email') }}
      />
      <CaptchaSubmit
        lang={lang}
        labels={labels}
        submitLabel={labels.lookup}
        error={messageOf('captchaCode')}
        captchaId={register('captchaId')}
        captchaCode={register('captchaCode')}
        version={captchaVersion}
        onChallenge={onChallenge}
        isSubmitting={formState.isSubmitting}
      />
    </form>
  );
  return { form, result, resultRef };
}

/** A serial as the backend issues it: one capital letter and 14 digits (e.g. A20261123123456). */
export function isSerialShape(value: string): boolean {
  return /^[A-Z]\d{14}$/.test(value);
}

/** A progress page's address with the serial filled in. */
export function withSerial(href: string, serial: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}serial=${encodeURIComponent(serial)}`;
}
