'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { suggestionFormSchema, type SuggestionForm as Values } from '@/lib/schemas/forms/suggestion';
import { CaptchaSubmit } from './captcha-submit';
import { FormProblems } from './error-summary';
import { CheckboxField, TextAreaField, TextField } from './form-field';
import type { CommonFormLabels } from './form-labels';
import { withSerial } from './serial-lookup';
import styles from './forms.module.css';
import { useFormErrors } from './use-form-errors';
import { useSendForm } from './use-send-form';
import { useFocusOnAnswer } from './use-focus-on-answer';
import { scriptedForm } from '@/components/forms/scripted-form';

export type SuggestionFormLabels = CommonFormLabels & {
  heading: string;
  fields: {
    name: string;
    email: string;
    emailHint: string;
    phone: string;
    phoneHint: string;
    subject: string;
    message: string;
    messageHint: string;
    consent: string;
  };
  optional: string;
  submit: string;
  sent: {
    title: string;
    serial: string;
    body: string;
    noMail: string;
    statusLink: string;
    statusHref: string;
    another: string;
  };
};

const fieldOrder = ['name', 'email', 'phone', 'subject', 'message', 'consent', 'captchaCode'] as const;
type Sent = { serial: string; email: string; mailSent: boolean };

/** The head's mailbox form: validated in the browser and again on the server with one schema. */
export function SuggestionForm({ lang, labels }: { lang: string; labels: SuggestionFormLabels }) {
  const { register, handleSubmit, setValue, setError, formState } = useForm<Values>({
    resolver: zodResolver(suggestionFormSchema),
    shouldFocusError: false,
    defaultValues: { phone: '' },
  });
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, fieldOrder, labels.errors, {
    // The consent statement is too long to repeat; its message says what it is about.
    labels: {
      name: labels.fields.name,
      email: labels.fields.email,
      phone: labels.fields.phone,
      subject: labels.fields.subject,
      message: labels.fields.message,
      captchaCode: labels.captcha.label,
    },
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<Values>({ setValue, setError, failed, labels });
  const [sent, setSent] = useState<Sent>();
  // The form is replaced by the confirmation: focus goes to it.
  const sentRef = useFocusOnAnswer(sent);

  const onValid = async (values: Values) => {
    const data = await send<{ serial: string; mailSent: boolean }>(`/_api/${lang}/suggest-opinion`, values, {
      idempotent: true,
    });
    if (data) setSent({ serial: data.serial, email: values.email, mailSent: data.mailSent });
  };

  if (sent) {
    return (
      <section ref={sentRef} tabIndex={-1} className={styles.panel} aria-labelledby="suggestion-sent" role="status">
        <h2 id="suggestion-sent">{labels.sent.title}</h2>
        <p className={styles.serial}>{labels.sent.serial.replace('{serial}', sent.serial)}</p>
        <p>{labels.sent.body.replace('{email}', sent.email)}</p>
        {sent.mailSent ? null : <p>{labels.sent.noMail}</p>}
        <p>
          <a href={withSerial(labels.sent.statusHref, sent.serial)}>{labels.sent.statusLink}</a>
        </p>
      </section>
    );
  }

  const field = (name: (typeof fieldOrder)[number]) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });
  return (
    <form
      {...scriptedForm}
      onSubmit={(event) => handleSubmit(onValid, failed)(event)}
      className={styles.form}
      aria-labelledby="suggestion-form-heading"
    >
      <FormProblems labels={labels} errors={summary} attempt={attempt} notice={notice} />
      <h2 id="suggestion-form-heading">{labels.heading}</h2>
      <TextField
        type="text"
        id="name"
        label={labels.fields.name}
        {...field('name')}
        inputProps={{ autoComplete: 'name', ...register('name') }}
      />
      <TextField
        type="email"
        id="email"
        label={labels.fields.email}
        hint={labels.fields.emailHint}
        {...field('email')}
        inputProps={{ autoComplete: 'email', spellCheck: false, ...register('email') }}
      />
      <TextField
        type="tel"
        id="phone"
        label={labels.fields.phone}
        note={labels.optional}
        hint={labels.fields.phoneHint}
        {...field('phone')}
        inputProps={{ autoComplete: 'tel', ...register('phone') }}
      />
      <TextField
        type="text"
        id="subject"
        label={labels.fields.subject}
        {...field('subject')}
        inputProps={register('subject')}
      />
      <TextAreaField
        id="message"
        label={labels.fields.message}
        hint={labels.fields.messageHint}
        {...field('message')}
        textareaProps={register('message')}
      />
      <CheckboxField
        id="consent"
        label={labels.fields.consent}
        {...field('consent')}
        inputProps={register('consent')}
      />
      <CaptchaSubmit
        lang={lang}
        labels={labels}
        submitLabel={labels.submit}
        error={messageOf('captchaCode')}
        captchaId={register('captchaId')}
        captchaCode={register('captchaCode')}
        version={captchaVersion}
        onChallenge={onChallenge}
        isSubmitting={formState.isSubmitting}
      />
    </form>
  );
}
