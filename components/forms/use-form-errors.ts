'use client';

import { useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './error-summary';

/**
 * Turns react-hook-form's errors (message keys from the shared zod schema, or from the server)
 * into translated messages in the form's field order, and counts failed attempts so the error
 * summary can take focus each time.
 */
export function useFormErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
  messages: Record<string, string>,
  /** The fields' labels and the "{field}: {message}" pattern: a summary of bare "This field is required" lines would not say which field. */
  summaryNames: { labels: Record<string, string>; pattern: string },
) {
  const [attempt, setAttempt] = useState(0);
  const messageOf = (field: string): string | undefined => {
    const key = errorAt(errors, field)?.message;
    return key === undefined ? undefined : (messages[key] ?? messages.invalid);
  };
  const summary: SummaryError[] = order.flatMap((field) => {
    const message = messageOf(field);
    if (!message) return [];
    const label = summaryNames.labels[field];
    return [
      {
        field,
        message: label ? summaryNames.pattern.replace('{field}', label).replace('{message}', message) : message,
      },
    ];
  });
  return { attempt, failed: () => setAttempt((n) => n + 1), messageOf, summary };
}

/** The error of a field by its name, rows included (`files.0.title`: react-hook-form nests them). */
function errorAt(errors: unknown, field: string): { message?: string } | undefined {
  let node: unknown = errors;
  for (const part of field.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null ? (node as { message?: string }) : undefined;
}
