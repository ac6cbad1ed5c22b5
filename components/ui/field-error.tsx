import styles from './field-error.module.css';

/** Ids of a field's hint and error, which its control names in aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A field's error message (the GOV.UK pattern), tied to its control by the id `{id}-error`;
 * "Error:" is read out but not shown. Forms, the list filter bar and the filter links share it.
 */
export function FieldError({ id, error, prefix }: { id: string; error?: string; prefix: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.message}>
      <span className="visually-hidden">{prefix}</span>
      {error}
    </p>
  );
}
