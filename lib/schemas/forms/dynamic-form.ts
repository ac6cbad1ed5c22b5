import { z } from 'zod';
import { checkField } from './field-checks';
import type { FieldDefinition } from './field-definition';
import { captchaFields } from './fields';

/**
 * The zod schema of a form rendered from its field definitions (surveys, registrations,
 * applications, feedback). The page builds it for the react-hook-form resolver and the backend
 * builds it from the same definitions, so both refuse the same things with the same message keys.
 * Each field reports one message, at the field itself (never at a nested part of its value).
 */
export function dynamicFormSchema(fields: readonly FieldDefinition[]) {
  // One transform over the whole body rather than a schema per key: zod refuses an absent key
  // before a per-key transform could call it blank, and every field must be checked in one pass
  // so the error summary lists all of them at once.
  return z.record(z.string(), z.unknown()).transform((body, context) => {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      const checked = checkField(field, body[field.name]);
      if (!checked.ok) context.addIssue({ code: 'custom', path: [field.name], message: checked.error });
      else if (checked.value !== undefined) values[field.name] = checked.value;
    }
    for (const [name, schema] of Object.entries(captchaFields)) {
      const parsed = schema.safeParse(body[name]);
      if (parsed.success) values[name] = parsed.data;
      else context.addIssue({ code: 'custom', path: [name], message: parsed.error.issues[0]?.message ?? 'invalid' });
    }
    return values as DynamicFormValues;
  });
}

export type DynamicFormValues = Record<string, unknown> & { captchaId: string; captchaCode: string };
