'use client';

import type { InputHTMLAttributes } from 'react';
import { CaptchaField, type CaptchaLabels } from './captcha-field';
import styles from './forms.module.css';

type Props = {
  lang: string;
  labels: { captcha: CaptchaLabels; errorPrefix: string; sending: string };
  submitLabel: string;
  error?: string;
  /** react-hook-form's register of the two captcha fields. */
  captchaId: InputHTMLAttributes<HTMLInputElement>;
  captchaCode: InputHTMLAttributes<HTMLInputElement>;
  version: number;
  onChallenge: (id: string) => void;
  isSubmitting: boolean;
};

/** The end of every captcha form: the challenge's id, the code field with its image and audio, and the send button. */
export function CaptchaSubmit({
  lang,
  labels,
  submitLabel,
  error,
  captchaId,
  captchaCode,
  version,
  onChallenge,
  isSubmitting,
}: Props) {
  return (
    <>
      <input type="hidden" {...captchaId} />
      <CaptchaField
        lang={lang}
        labels={labels.captcha}
        error={error}
        errorPrefix={labels.errorPrefix}
        inputProps={captchaCode}
        version={version}
        onChallenge={onChallenge}
      />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? labels.sending : submitLabel}
      </button>
    </>
  );
}
