'use client';

import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { newIdempotencyKey, notSentReason, sendForm } from '@/lib/forms/send-form';
import type { CommonFormLabels } from './form-labels';

type Options<V extends FieldValues> = {
  setValue: UseFormSetValue<V>;
  setError: UseFormSetError<V>;
  /** Counts a failed attempt, so the error summary takes focus again. */
  failed: () => void;
  labels: Pick<CommonFormLabels, 'notSent' | 'closed' | 'pending'>;
  /** The notice for a 404 (a lookup that matched nothing). */
  notFound?: string;
};

/** A form's values without the captcha (a new one is asked for after every attempt). */
function submittedValues(values: FieldValues): string {
  const { captchaId: _id, captchaCode: _code, ...rest } = values;
  return JSON.stringify(rest);
}

/**
 * What every captcha form does with the send endpoints: one Idempotency-Key per filled-in form
 * (a double click or a retry of the same values stores once; a corrected form is a new
 * submission with a new key, since the server refuses a key sent again with other values),
 * a new captcha after every answer (each is spent),
 * field errors from the server put back on their fields, and a notice when it was not sent —
 * the typed values stay in the form either way.
 */
export function useSendForm<V extends FieldValues>({ setValue, setError, failed, labels, notFound }: Options<V>) {
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [notice, setNotice] = useState<string>();
  const idempotencyKey = useRef(newIdempotencyKey());
  const keyValues = useRef<string>(undefined);
  const onChallenge = useCallback(
    (id: string) => setValue('captchaId' as Path<V>, id as PathValue<V, Path<V>>),
    [setValue],
  );

  const send = async <T>(path: string, values: V, { idempotent }: { idempotent: boolean }): Promise<T | undefined> => {
    setNotice(undefined);
    const submitted = submittedValues(values);
    if (keyValues.current !== undefined && keyValues.current !== submitted)
      idempotencyKey.current = newIdempotencyKey();
    keyValues.current = submitted;
    const outcome = await sendForm<T>(path, values, idempotent ? idempotencyKey.current : undefined);
    setValue('captchaCode' as Path<V>, '' as PathValue<V, Path<V>>);
    setCaptchaVersion((n) => n + 1);
    if (outcome.ok) {
      idempotencyKey.current = newIdempotencyKey();
      keyValues.current = undefined;
      return outcome.data;
    }
    if (outcome.kind === 'invalid') {
      for (const [field, key] of Object.entries(outcome.errors)) setError(field as Path<V>, { message: key });
    } else if (outcome.kind === 'not-found' && notFound) {
      setNotice(notFound);
    } else {
      setNotice(
        outcome.kind === 'closed'
          ? labels.closed
          : outcome.kind === 'pending'
            ? labels.pending
            : labels.notSent[notSentReason(outcome.kind)],
      );
    }
    failed();
    return undefined;
  };

  return { captchaVersion, notice, onChallenge, send };
}
