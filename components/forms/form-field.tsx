'use client';

import type {
  ComponentPropsWithRef,
  HTMLInputTypeAttribute,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { describedBy, FieldError } from '@/components/ui/field-error';
import styles from './forms.module.css';

type Common = { id: string; label: string; hint?: string; note?: string; error?: string; errorPrefix: string };

/** Label, hint and error of one field, in the GOV.UK order; the control comes last. */
function FieldFrame({ id, label, hint, note, error, errorPrefix, children }: Common & { children: ReactNode }) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {note ? <span className={styles.note}> {note}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} prefix={errorPrefix} />
      {children}
    </div>
  );
}

/** A one-line input; its type is required, so every field says what it takes (text, email, tel, file). */
export function TextField({
  type,
  inputProps,
  ...frame
}: Common & { type: HTMLInputTypeAttribute; inputProps: Omit<ComponentPropsWithRef<'input'>, 'type'> }) {
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        type={type}
        className={styles.input}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  textareaProps,
  ...frame
}: Common & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  return (
    <FieldFrame {...frame}>
      <textarea
        id={frame.id}
        className={styles.textarea}
        rows={8}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

/**
 * A single checkbox (a consent statement): the box, its label beside it, the error above; an
 * optional one (publishing feedback) says so in its label and may carry a hint below.
 */
export function CheckboxField({
  id,
  label,
  hint,
  note,
  error,
  errorPrefix,
  inputProps,
}: Common & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <FieldError id={id} error={error} prefix={errorPrefix} />
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...inputProps}
        />
        <label htmlFor={id}>
          {label}
          {note ? <span className={styles.note}> {note}</span> : null}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A group of controls under one question (radios, checkboxes, a time range, a coordinate): a
 * fieldset whose legend is the question, with the hint and error tied to it. The first control
 * carries the field's own id, so the error summary's link lands on it (the GOV.UK pattern).
 */
export function FieldsetFrame({
  id,
  label,
  hint,
  note,
  error,
  errorPrefix,
  children,
}: Common & { children: ReactNode }) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <fieldset className={styles.fieldset} aria-describedby={describedBy(id, hint, error)}>
        <legend className={styles.label}>
          {label}
          {note ? <span className={styles.note}> {note}</span> : null}
        </legend>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <FieldError id={id} error={error} prefix={errorPrefix} />
        {children}
      </fieldset>
    </div>
  );
}

export type ChoiceOption = { value: string; label: string };

/** Radios or checkboxes of one question; `inputProps` (react-hook-form's register) goes on each. */
export function ChoiceGroup({
  type,
  options,
  inputProps,
  ...frame
}: Common & {
  type: 'radio' | 'checkbox';
  options: readonly ChoiceOption[];
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <FieldsetFrame {...frame}>
      <div className={styles.choices}>
        {options.map((option, index) => {
          const optionId = index === 0 ? frame.id : `${frame.id}-${index}`;
          return (
            <div key={option.value} className={styles.checkbox}>
              <input
                id={optionId}
                type={type}
                value={option.value}
                aria-invalid={frame.error ? true : undefined}
                {...inputProps}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}

export function SelectField({
  options,
  placeholder,
  selectProps,
  ...frame
}: Common & {
  options: readonly ChoiceOption[];
  placeholder: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  return (
    <FieldFrame {...frame}>
      <select
        id={frame.id}
        className={styles.input}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
