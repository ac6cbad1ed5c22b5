import type { FormErrorKey } from './fields';
import { emailPattern, hasNoControlCharacters, isMobileNumber, isPhoneNumber, normalizePhone } from './fields';
import type { FieldDefinition } from './field-definition';
import { checkImageUpload, type UploadValue } from './upload';

/** A field's value once checked, or the message key that explains why it was refused. */
export type Checked = { ok: true; value: unknown } | { ok: false; error: FormErrorKey };

const ok = (value: unknown): Checked => ({ ok: true, value });
const fail = (error: FormErrorKey): Checked => ({ ok: false, error });

/** Length limits when a definition names none. */
const defaultMaxLength: Partial<Record<FieldDefinition['type'], number>> = {
  text: 100,
  textarea: 2000,
  email: 254,
  tel: 20,
  hidden: 200,
};

function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

function checkText(field: FieldDefinition, raw: unknown): Checked {
  if (typeof raw !== 'string') return fail('invalid');
  const value = raw.trim();
  if (value.length > (field.max ?? defaultMaxLength[field.type] ?? 200)) return fail('tooLong');
  if (!hasNoControlCharacters(value)) return fail('invalid');
  if (field.type === 'email' && !emailPattern.test(value)) return fail('emailFormat');
  if (field.type === 'tel') {
    if (field.mobile) return isMobileNumber(value) ? ok(normalizePhone(value)) : fail('mobileFormat');
    return isPhoneNumber(value) ? ok(normalizePhone(value)) : fail('phoneFormat');
  }
  if (field.type === 'hidden' && field.value !== undefined && value !== field.value) return fail('invalid');
  return ok(value);
}

function checkNumber(field: FieldDefinition, raw: unknown): Checked {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || !/^\d{1,9}$/.test(text)) return fail('numberFormat');
  const value = Number(text);
  if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
    return fail('numberRange');
  return ok(value);
}

/** Today in Taiwan (spec: dates in +08:00), as YYYY-MM-DD, shifted by `days`. */
export function taiwanDay(days = 0, now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function checkDate(field: FieldDefinition, raw: unknown): Checked {
  if (typeof raw !== 'string' || !isCalendarDate(raw.trim())) return fail('dateFormat');
  const value = raw.trim();
  if (field.minDaysAhead !== undefined && value < taiwanDay(field.minDaysAhead)) return fail('dateTooEarly');
  return ok(value);
}

const optionValues = (field: FieldDefinition) => new Set((field.options ?? []).map((option) => option.value));

function checkChoice(field: FieldDefinition, raw: unknown): Checked {
  return typeof raw === 'string' && optionValues(field).has(raw) ? ok(raw) : fail('invalid');
}

/** A checkbox group arrives as an array, a single value, or false when nothing is ticked. */
function checkboxValues(raw: unknown): unknown[] {
  if (raw === undefined || raw === null || raw === false || raw === '') return [];
  return Array.isArray(raw) ? raw : [raw];
}

function checkCheckboxes(field: FieldDefinition, raw: unknown): Checked {
  const sent = checkboxValues(raw);
  if (sent.length === 0) return field.required ? fail('required') : ok(undefined);
  const allowed = optionValues(field);
  // More values than there are boxes is no form a person filled in; a repeated one is just kept once.
  if (sent.length > allowed.size || !sent.every((value) => typeof value === 'string' && allowed.has(value)))
    return fail('invalid');
  return ok([...new Set(sent)]);
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkTimeRange(raw: unknown): Checked {
  if (typeof raw !== 'object' || raw === null) return fail('timeRange');
  const { from, to } = raw as { from?: unknown; to?: unknown };
  if (
    typeof from !== 'string' ||
    typeof to !== 'string' ||
    !timePattern.test(from) ||
    !timePattern.test(to) ||
    from >= to
  )
    return fail('timeRange');
  return ok({ from, to });
}

function checkCoordinate(raw: unknown): Checked {
  if (typeof raw !== 'object' || raw === null) return fail('coordinateFormat');
  const { lat, lng } = raw as { lat?: unknown; lng?: unknown };
  const number = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d{1,3}(\.\d{1,8})?$/.test(value.trim())
        ? Number(value)
        : NaN;
  const latitude = number(lat);
  const longitude = number(lng);
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return fail('coordinateFormat');
  return ok({ lat: latitude, lng: longitude });
}

/** Whether the visitor left a field blank (an empty time range or coordinate counts as blank). */
function isBlank(field: FieldDefinition, raw: unknown): boolean {
  if (field.type === 'timeRange' || field.type === 'coordinate') {
    if (typeof raw !== 'object' || raw === null) return isEmpty(raw);
    return Object.values(raw).every(isEmpty);
  }
  if (field.type === 'accept') return raw !== true;
  if (field.type === 'file') return raw === undefined || raw === null || raw === '';
  return isEmpty(raw);
}

/** One field's rule (spec section 5), the same in the browser and on the server. */
export function checkField(field: FieldDefinition, raw: unknown): Checked {
  if (field.type === 'checkbox') return checkCheckboxes(field, raw);
  if (isBlank(field, raw)) {
    if (!field.required) return ok(undefined);
    return fail(field.type === 'accept' ? 'consentRequired' : 'required');
  }
  switch (field.type) {
    case 'accept':
      return ok(true);
    case 'number':
      return checkNumber(field, raw);
    case 'date':
      return checkDate(field, raw);
    case 'radio':
    case 'select':
      return checkChoice(field, raw);
    case 'timeRange':
      return checkTimeRange(raw);
    case 'coordinate':
      return checkCoordinate(raw);
    case 'file': {
      const checked = checkImageUpload(raw);
      return checked.ok ? ok(checked.value satisfies UploadValue) : fail(checked.error);
    }
    default:
      return checkText(field, raw);
  }
}
