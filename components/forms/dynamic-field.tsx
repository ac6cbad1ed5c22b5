'use client';

import type { InputHTMLAttributes } from 'react';
import type { UseFormRegister, FieldValues } from 'react-hook-form';
import type { FieldDefinition } from '@/lib/schemas/forms/field-definition';
import { FileField, type FileFieldLabels } from './file-field';
import { CheckboxField, ChoiceGroup, FieldsetFrame, SelectField, TextAreaField, TextField } from './form-field';
import styles from './forms.module.css';

export type DynamicFieldLabels = {
  optional: string;
  choose: string;
  timeFrom: string;
  timeTo: string;
  latitude: string;
  longitude: string;
  file: FileFieldLabels;
};

type Props = {
  field: FieldDefinition;
  error?: string;
  errorPrefix: string;
  labels: DynamicFieldLabels;
  register: UseFormRegister<FieldValues>;
  onFile: (name: string, value: { name: string; data: string } | undefined) => void;
};

/** An input's attributes with its type always named (a missing type is a text field only by default). */
type TypedInput<T extends string> = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { type: T };

/** Browser hints per type: the keyboard a phone shows, and what it may fill in. */
function inputAttributes(field: FieldDefinition): TypedInput<'email' | 'tel' | 'text'> {
  switch (field.type) {
    case 'email':
      return { type: 'email', spellCheck: false, autoComplete: field.autoComplete ?? 'email' };
    case 'tel':
      return { type: 'tel', autoComplete: field.autoComplete ?? 'tel' };
    case 'number':
      // GOV.UK: a text input with a numeric keyboard (type=number mangles input and scroll).
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' };
    case 'date':
      // Typed as the spec writes dates (2023-01-01, shown in the hint), the same in every language;
      // a native date control would show the browser's own order (mm/dd/yyyy) beside that hint.
      return { type: 'text', autoComplete: 'off', spellCheck: false };
    default:
      return { type: 'text', autoComplete: field.autoComplete, maxLength: field.max };
  }
}

/** Two inputs under one question: a time range (start, end) or a coordinate (latitude, longitude). */
function PairField({
  field,
  parts,
  frame,
  register,
}: {
  field: FieldDefinition;
  parts: [string, string, TypedInput<'time' | 'text'>][];
  frame: Omit<Props, 'field' | 'labels' | 'register' | 'onFile'> & { note?: string };
  register: UseFormRegister<FieldValues>;
}) {
  return (
    <FieldsetFrame id={field.name} label={field.label} hint={field.hint} {...frame}>
      <div className={styles.pair}>
        {parts.map(([part, label, { type, ...attributes }], index) => {
          const id = index === 0 ? field.name : `${field.name}-${part}`;
          return (
            <div key={part}>
              <label htmlFor={id} className={styles.pairLabel}>
                {label}
              </label>
              <input
                id={id}
                type={type}
                className={styles.input}
                aria-invalid={frame.error ? true : undefined}
                {...attributes}
                {...register(`${field.name}.${part}`)}
              />
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}

/** One field of a form built from its definition (spec section 3's generic field types). */
export function DynamicField({ field, error, errorPrefix, labels, register, onFile }: Props) {
  const frame = { error, errorPrefix, note: field.required ? undefined : labels.optional };
  const common = { id: field.name, label: field.label, hint: field.hint, ...frame };
  switch (field.type) {
    case 'hidden':
      return <input type="hidden" {...register(field.name)} />;
    case 'accept':
      return (
        <CheckboxField
          id={field.name}
          label={field.label}
          hint={field.hint}
          note={frame.note}
          error={error}
          errorPrefix={errorPrefix}
          inputProps={register(field.name)}
        />
      );
    case 'textarea':
      return <TextAreaField {...common} textareaProps={{ maxLength: field.max, ...register(field.name) }} />;
    case 'radio':
    case 'checkbox':
      return (
        <ChoiceGroup {...common} type={field.type} options={field.options ?? []} inputProps={register(field.name)} />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options ?? []}
          placeholder={labels.choose}
          selectProps={register(field.name)}
        />
      );
    case 'timeRange':
      return (
        <PairField
          field={field}
          frame={frame}
          register={register}
          parts={[
            ['from', labels.timeFrom, { type: 'time' }],
            ['to', labels.timeTo, { type: 'time' }],
          ]}
        />
      );
    case 'coordinate':
      return (
        <PairField
          field={field}
          frame={frame}
          register={register}
          parts={[
            ['lat', labels.latitude, { type: 'text', inputMode: 'decimal', autoComplete: 'off' }],
            ['lng', labels.longitude, { type: 'text', inputMode: 'decimal', autoComplete: 'off' }],
          ]}
        />
      );
    case 'file':
      return <FileField {...common} labels={labels.file} onFile={(value) => onFile(field.name, value)} />;
    default:
      const { type, ...attributes } = inputAttributes(field);
      return <TextField type={type} {...common} inputProps={{ ...attributes, ...register(field.name) }} />;
  }
}
