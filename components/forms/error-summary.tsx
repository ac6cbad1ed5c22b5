'use client';

import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

export type SummaryError = { field: string; message: string };

/**
 * The GOV.UK error summary: above the form's heading, it takes focus after a failed submit and
 * links to each field in error. `attempt` changes on every failed submit, so focus moves again
 * even when the same errors come back. It also prefixes the page title with "Error:".
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
  titlePrefix,
  fieldId,
}: {
  title: string;
  errors: readonly SummaryError[];
  attempt: number;
  titlePrefix: string;
  fieldId: (field: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  const hasErrors = errors.length > 0;
  const focusedAttempt = useRef(0);
  useEffect(() => {
    // Each failed submit moves focus here once (its errors may render just after it); editing
    // fields afterwards, which revalidates them, must never pull focus away from the visitor.
    if (hasErrors && focusedAttempt.current !== attempt) {
      focusedAttempt.current = attempt;
      ref.current?.focus();
    }
  }, [attempt, hasErrors]);

  useEffect(() => {
    if (errors.length === 0) return;
    const original = document.title;
    if (!original.startsWith(titlePrefix)) document.title = `${titlePrefix}${original}`;
    return () => {
      document.title = document.title.startsWith(titlePrefix)
        ? document.title.slice(titlePrefix.length)
        : document.title;
    };
  }, [errors.length, titlePrefix]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${fieldId(error.field)}`}
              onClick={(event) => {
                // Move focus to the field itself (an anchor jump alone leaves focus behind in some browsers).
                event.preventDefault();
                const target = document.getElementById(fieldId(error.field));
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What sits at the top of a form after a failed submit: the error summary (field errors) and,
 * when the form could not be sent at all, a notice saying so.
 */
export function FormProblems({
  labels,
  errors,
  attempt,
  notice,
}: {
  labels: { summaryTitle: string; errorPrefix: string };
  errors: readonly SummaryError[];
  attempt: number;
  notice?: string;
}) {
  return (
    <>
      <ErrorSummary
        title={labels.summaryTitle}
        errors={errors}
        attempt={attempt}
        titlePrefix={labels.errorPrefix}
        fieldId={(name) => name}
      />
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
    </>
  );
}
