'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CaptchaSubmit } from '@/components/forms/captcha-submit';
import { FormProblems } from '@/components/forms/error-summary';
import { CheckboxField, ChoiceGroup, TextAreaField, TextField } from '@/components/forms/form-field';
import { withSerial } from '@/components/forms/serial-lookup';
import formStyles from '@/components/forms/forms.module.css';
import { useFocusOnAnswer } from '@/components/forms/use-focus-on-answer';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { useSendForm } from '@/components/forms/use-send-form';
import { apiPath } from '@/lib/http/api-path';
import type { ApiLang } from '@/lib/i18n/locales';
import {
  agentRelations,
  applicantTypes,
  archiveApplicationSchema,
  archivePurposes,
  type ArchiveApplication,
} from '@/lib/schemas/forms/archive-application';
import { ArchiveFileRows, emptyFileRow, fileRowFields } from './archive-file-rows';
import type { ArchiveFormLabels } from './archive-form-labels';
import styles from './file-area.module.css';
import { scriptedForm } from '@/components/forms/scripted-form';

type Sent = { serial: string; email: string; mailSent: boolean };

const personFields = ['applicantType', 'name', 'representative', 'birthDate', 'idNumber', 'address', 'phone', 'email'];
const agentFields = ['hasAgent', 'agentName', 'agentIdNumber', 'agentPhone', 'agentAddress', 'agentRelation'];

/**
 * The archive application (檔案應用申請書): the applicant or legal person, an optional agent, one
 * row per record asked for, the purpose and the consent — validated in the browser and again by
 * the backend with one schema; fields that depend on a choice appear with it. The GOV.UK error
 * summary lists every problem at once, rows included ("Record 2, title: …").
 */
export function ArchiveApplicationForm({ lang, labels }: { lang: ApiLang; labels: ArchiveFormLabels }) {
  const { register, handleSubmit, setValue, setError, formState, control } = useForm<ArchiveApplication>({
    resolver: zodResolver(archiveApplicationSchema),
    shouldFocusError: false,
    defaultValues: { applicantType: 'person', hasAgent: false, files: [emptyFileRow], agentRelation: '' },
  });
  const rows = useFieldArray({ control, name: 'files' });
  const [applicantType, hasAgent, purpose] = useWatch({ control, name: ['applicantType', 'hasAgent', 'purpose'] });
  const order = [
    ...personFields,
    ...agentFields,
    'files',
    ...rows.fields.flatMap((_, index) => fileRowFields.map((field) => `files.${index}.${field}`)),
    'originalReason',
    'purpose',
    'purposeOther',
    'consent',
    'captchaCode',
  ];
  const rowLabel = (index: number, field: string) =>
    labels.rowField.replace('{row}', labels.fileRow.replace('{number}', String(index + 1))).replace('{field}', field);
  // The consent statement is too long to repeat; its message says what it is about.
  const { consent: _consent, ...fieldLabels } = labels.fields;
  const summaryLabels: Record<string, string> = {
    ...fieldLabels,
    captchaCode: labels.captcha.label,
    ...Object.fromEntries(
      rows.fields.flatMap((_, index) => [
        [`files.${index}.fileNumber`, rowLabel(index, labels.fields.fileNumber)],
        [`files.${index}.title`, rowLabel(index, labels.fields.fileTitle)],
        [`files.${index}.read`, rowLabel(index, labels.fields.access)],
      ]),
    ),
  };
  const { attempt, failed, messageOf, summary } = useFormErrors(formState.errors, order, labels.errors, {
    labels: summaryLabels,
    pattern: labels.summaryItem,
  });
  const { captchaVersion, notice, onChallenge, send } = useSendForm<ArchiveApplication>({
    setValue,
    setError,
    failed,
    labels,
  });
  const [sent, setSent] = useState<Sent>();
  const sentRef = useFocusOnAnswer(sent);

  const onValid = async (values: ArchiveApplication) => {
    const data = await send<{ serial: string; mailSent: boolean }>(apiPath(lang, 'file-area/apply'), values, {
      idempotent: true,
    });
    if (data) setSent({ serial: data.serial, email: values.email, mailSent: data.mailSent });
  };

  if (sent) {
    return (
      <section ref={sentRef} tabIndex={-1} className={formStyles.panel} aria-labelledby="archive-sent" role="status">
        <h2 id="archive-sent">{labels.sent.title}</h2>
        <p className={formStyles.serial} data-testid="archive-serial">
          {labels.sent.serial.replace('{serial}', sent.serial)}
        </p>
        <p>{labels.sent.body.replace('{email}', sent.email)}</p>
        {sent.mailSent ? null : <p>{labels.sent.noMail}</p>}
        <p>
          <a href={withSerial(labels.sent.progressHref, sent.serial)}>{labels.sent.progressLink}</a>
        </p>
      </section>
    );
  }

  const field = (name: string) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });
  const f = labels.fields;
  return (
    <form
      {...scriptedForm}
      onSubmit={(event) => handleSubmit(onValid, failed)(event)}
      className={formStyles.form}
      aria-labelledby="archive-form-heading"
    >
      <FormProblems labels={labels} errors={summary} attempt={attempt} notice={notice} />
      <h2 id="archive-form-heading">{labels.heading}</h2>

      <fieldset className={styles.formPart}>
        <legend>
          <h3>{labels.parts.applicant}</h3>
        </legend>
        <ChoiceGroup
          id="applicantType"
          type="radio"
          label={f.applicantType}
          options={applicantTypes.map((value) => ({ value, label: labels.applicantTypes[value] }))}
          {...field('applicantType')}
          inputProps={register('applicantType')}
        />
        <TextField
          type="text"
          id="name"
          label={f.name}
          hint={labels.hints.name}
          {...field('name')}
          inputProps={register('name')}
        />
        {applicantType === 'legal-person' ? (
          <TextField
            type="text"
            id="representative"
            label={f.representative}
            {...field('representative')}
            inputProps={register('representative')}
          />
        ) : (
          <>
            <TextField
              type="text"
              id="birthDate"
              label={f.birthDate}
              hint={labels.hints.birthDate}
              {...field('birthDate')}
              inputProps={{ autoComplete: 'bday', spellCheck: false, ...register('birthDate') }}
            />
            <TextField
              type="text"
              id="idNumber"
              label={f.idNumber}
              hint={labels.hints.idNumber}
              {...field('idNumber')}
              inputProps={{ autoComplete: 'off', spellCheck: false, ...register('idNumber') }}
            />
          </>
        )}
        <TextField
          type="text"
          id="address"
          label={f.address}
          {...field('address')}
          inputProps={{ autoComplete: 'street-address', ...register('address') }}
        />
        <TextField
          type="tel"
          id="phone"
          label={f.phone}
          hint={labels.hints.phone}
          {...field('phone')}
          inputProps={{ autoComplete: 'tel', ...register('phone') }}
        />
        <TextField
          type="email"
          id="email"
          label={f.email}
          hint={labels.hints.email}
          {...field('email')}
          inputProps={{ autoComplete: 'email', spellCheck: false, ...register('email') }}
        />
      </fieldset>

      <fieldset className={styles.formPart}>
        <legend>
          <h3>{labels.parts.agent}</h3>
        </legend>
        <p className={formStyles.hint}>{labels.hints.agent}</p>
        <CheckboxField id="hasAgent" label={f.hasAgent} {...field('hasAgent')} inputProps={register('hasAgent')} />
        {hasAgent ? (
          <>
            <TextField
              type="text"
              id="agentName"
              label={f.agentName}
              {...field('agentName')}
              inputProps={register('agentName')}
            />
            <TextField
              type="text"
              id="agentIdNumber"
              label={f.agentIdNumber}
              hint={labels.hints.idNumber}
              {...field('agentIdNumber')}
              inputProps={{ autoComplete: 'off', spellCheck: false, ...register('agentIdNumber') }}
            />
            <TextField
              type="tel"
              id="agentPhone"
              label={f.agentPhone}
              hint={labels.hints.phone}
              {...field('agentPhone')}
              inputProps={{ ...register('agentPhone') }}
            />
            <TextField
              type="text"
              id="agentAddress"
              label={f.agentAddress}
              {...field('agentAddress')}
              inputProps={register('agentAddress')}
            />
            <ChoiceGroup
              id="agentRelation"
              type="radio"
              label={f.agentRelation}
              options={agentRelations.map((value) => ({ value, label: labels.agentRelations[value] }))}
              {...field('agentRelation')}
              inputProps={register('agentRelation')}
            />
          </>
        ) : null}
      </fieldset>

      <ArchiveFileRows labels={labels} rows={rows} register={register} messageOf={messageOf} />
      <TextAreaField
        id="originalReason"
        label={f.originalReason}
        note={labels.optional}
        hint={labels.hints.originalReason}
        {...field('originalReason')}
        textareaProps={{ rows: 3, ...register('originalReason') }}
      />

      <ChoiceGroup
        id="purpose"
        type="radio"
        label={f.purpose}
        options={archivePurposes.map((value) => ({ value, label: labels.purposes[value] }))}
        {...field('purpose')}
        inputProps={register('purpose')}
      />
      {purpose === 'other' ? (
        <TextField
          type="text"
          id="purposeOther"
          label={f.purposeOther}
          {...field('purposeOther')}
          inputProps={register('purposeOther')}
        />
      ) : null}

      <CheckboxField id="consent" label={f.consent} {...field('consent')} inputProps={register('consent')} />
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
