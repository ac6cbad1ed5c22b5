import type { FieldDefinition, FormDefinition } from '@/lib/schemas/forms/field-definition';
import type { UploadValue } from '@/lib/schemas/forms/upload';

/** The checked answers, split into what is stored as data and the files to write to disk. */
export function splitUploads(form: FormDefinition, values: Record<string, unknown>) {
  const answers: Record<string, unknown> = {};
  const uploads: { field: string; upload: UploadValue }[] = [];
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === 'file') {
      const upload = value as UploadValue;
      uploads.push({ field: field.name, upload });
      // The answer keeps the name and size; the bytes live in the attachment row's file.
      answers[field.name] = { name: upload.name, size: upload.size, contentType: upload.contentType };
    } else {
      answers[field.name] = value;
    }
  }
  return { answers, uploads };
}

/** The e-mail the visitor gave (the first e-mail field), used for the receipt and the progress inquiry. */
export function emailOf(form: FormDefinition, answers: Record<string, unknown>): string | null {
  const field = form.fields.find((candidate) => candidate.type === 'email');
  const value = field ? answers[field.name] : undefined;
  return typeof value === 'string' ? value : null;
}

/** An answer as a person reads it: an option's label, a time range as "09:00–11:30". */
export function displayAnswer(field: FieldDefinition | undefined, value: unknown, separator = '、'): string | null {
  if (!field || value === undefined || value === null) return null;
  if (field.options) {
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((item) => field.options?.find((option) => option.value === item)?.label ?? String(item))
      .join(separator);
  }
  if (field.type === 'timeRange' && typeof value === 'object') {
    const { from, to } = value as { from: string; to: string };
    return `${from}–${to}`;
  }
  return String(value);
}
