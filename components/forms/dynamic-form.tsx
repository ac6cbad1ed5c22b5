'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { dynamicFormSchema } from '@/lib/schemas/forms/dynamic-form';
import type { FieldDefinition } from '@/lib/schemas/forms/field-definition';
import { CaptchaSubmit } from './captcha-submit';
import { DynamicField, type DynamicFieldLabels } from './dynamic-field';
import { FormProblems } from './error-summary';
import type { CommonFormLabels } from './form-labels';
import { withSerial } from './serial-lookup';
import styles from './forms.module.css';
import { useFormErrors } from './use-form-errors';
import { useSendForm } from './use-send-form';
import { useFocusOnAnswer } from './use-focus-on-answer';
import { scriptedForm } from '@/components/forms/scripted-form';

export type DynamicFormLabels = CommonFormLabels & {
  fields: DynamicFieldLabels;
  submit: string;
  /** What the visitor sees once it is stored: `serial` and `body` are patterns ({serial}, {email}). */
  sent: { title: string; serial: string; body: string; noMail: string; next?: { href: string; label: string } };
};

type Sent = { serial: string; email?: string; mailSent: boolean };

function defaultValues(fields: readonly FieldDefinition[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.type === 'hidden') values[field.name] = field.value ?? '';
    // A checkbox group is an array even when nothing is ticked, so react-hook-form keeps one.
    if (field.type === 'checkbox') values[field.name] = [];
  }
  return values;
}

/**
 * A survey, a registration, an application or feedback, rendered from its field definitions and
 * validated in the browser with the same rules the server applies. `action` is its send endpoint.
 */
export function DynamicForm({
  id,
  lang,
  action,
  heading,
  fields,
  labels,
}: {
  id: string;
  lang: string;
  action: string;
  heading: string;
  fields: readonly FieldDefinition[];
  labels: DynamicFormLabels;
}) {
  const schema = useMemo(() => dynamicFormSchema(fields), [fields]);
  const { register, handleSubmit, setValue, setError, clearErrors, formState } = useForm<FieldValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: defaultValues(fields),
  });
  const order = useMemo(
    () => [...fields.filter((field) => field.type !== 'hidden').map((field) => field.name), 'captchaCode'],
    [fields],
  );
  // A consent statement is too long to repeat in the summary; its message says what it is about.
  const summaryLabels = useMemo(
    () =>
      Object.fromEntries([
        ...fields.filter((field) => field.type !== 'accept').map((field) => [field.name, field.label]),
        ['captchaCode', labels.captcha.label],
      ]),
    [fields, labels.captcha.label],
  );
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, order, labels.errors, {
    labels: summaryLabels,
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<FieldValues>({
    setValue,
    setError,
    failed,
    labels,
  });
  const [sent, setSent] = useState<Sent>();
  const sentRef = useFocusOnAnswer(sent);
  const emailField = fields.find((field) => field.type === 'email')?.name;

  const onValid = async (values: FieldValues) => {
    const data = await send<{ serial: string; mailSent: boolean }>(action, values, { idempotent: true });
    if (data)
      setSent({
        serial: data.serial,
        mailSent: data.mailSent,
        email: emailField ? String(values[emailField] ?? '') : undefined,
      });
  };

  if (sent) {
    return (
      <section ref={sentRef} tabIndex={-1} className={styles.panel} aria-labelledby={`${id}-sent`} role="status">
        <h2 id={`${id}-sent`}>{labels.sent.title}</h2>
        <p className={styles.serial} data-testid="serial">
          {labels.sent.serial.replace('{serial}', sent.serial)}
        </p>
        <p>{labels.sent.body.replace('{email}', sent.email ?? '')}</p>
        {sent.email && !sent.mailSent ? <p>{labels.sent.noMail}</p> : null}
        {labels.sent.next ? (
          <p>
            <a href={withSerial(labels.sent.next.href, sent.serial)}>{labels.sent.next.label}</a>
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <form
      {...scriptedForm}
      onSubmit={(event) => handleSubmit(onValid, failed)(event)}
      className={styles.form}
      aria-labelledby={`${id}-heading`}
    >
      <FormProblems labels={labels} errors={summary} attempt={attempt} notice={notice} />
      <h2 id={`${id}-heading`}>{heading}</h2>
      {fields.map((field) => (
        <DynamicField
          key={field.name}
          field={field}
          error={messageOf(field.name)}
          errorPrefix={labels.errorPrefix}
          labels={labels.fields}
          register={register}
          onFile={(name, value) => {
            setValue(name, value);
            clearErrors(name);
          }}
        />
      ))}
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
