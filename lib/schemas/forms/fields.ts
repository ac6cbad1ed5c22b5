import { z } from 'zod';

/**
 * Field rules shared by every form (spec section 5). Messages are keys of the `FormErrors`
 * messages, translated where the form is shown; the same schema runs in the browser (the
 * react-hook-form resolver), in the route handler and in the backend.
 */
export const formErrorKeys = [
  'invalid',
  'required',
  'tooLong',
  'emailFormat',
  'phoneFormat',
  'mobileFormat',
  'consentRequired',
  'captchaRequired',
  'captchaError',
  'serialFormat',
  'caseSerialFormat',
  'numberFormat',
  'numberRange',
  'dateFormat',
  'dateTooEarly',
  'timeRange',
  'coordinateFormat',
  'fileType',
  'fileTooLarge',
  'idNumberFormat',
  'birthDateFormat',
  'accessTypeRequired',
  'archiveSerialFormat',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

const message = (key: FormErrorKey) => ({ error: key });

// Control characters other than line breaks and tabs are never part of what a visitor types (and
// PostgreSQL refuses NUL), nor is half of a surrogate pair (not encodable as UTF-8; PostgreSQL
// refuses it in jsonb, and a text column would silently get U+FFFD). Neither are the C1 controls
// (a terminal reads U+009B as the start of an escape sequence) nor the bidirectional embeddings,
// overrides and isolates (U+202A–202E, U+2066–2069), which make text display in another order than
// it is stored ("moc.elpmaxe@" shown as "example.com") in the office's mail and operator tool.
// They make a field invalid rather than reach the database.
export const hasNoControlCharacters = (value: string) =>
  !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u.test(value);

export const requiredText = (max: number) =>
  z
    .string(message('required'))
    .trim()
    .min(1, message('required'))
    .max(max, message('tooLong'))
    .refine(hasNoControlCharacters, message('invalid'));

export const optionalText = (max: number) =>
  z
    .string(message('required'))
    .trim()
    .max(max, message('tooLong'))
    .refine(hasNoControlCharacters, message('invalid'))
    .optional()
    .or(z.literal(''));

// Deliberately simple: one @, a dot in the domain, no spaces (the full RFC is no help to visitors).
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = requiredText(254).regex(emailPattern, message('emailFormat'));

/** Digits only, once the spaces, hyphens and brackets people type are removed. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/**
 * Spec: phone in the form 0423312678 (a landline with its area code, 9 or 10 digits) or
 * 0900000000 (a mobile number: 09 and eight digits); otherwise 'Phone format is wrong'.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = normalizePhone(value);
  return /^09\d{8}$/.test(digits) || /^0[2-8]\d{7,8}$/.test(digits);
}

/** A mobile number only (the reservation's day contact must be reachable on the road). */
export function isMobileNumber(value: string): boolean {
  return /^09\d{8}$/.test(normalizePhone(value));
}

export const optionalPhoneField = z
  .string()
  .trim()
  .max(20, message('phoneFormat'))
  .refine((value) => value === '' || isPhoneNumber(value), message('phoneFormat'))
  .optional();

export const consentField = z.literal(true, message('consentRequired'));

/** The captcha's id (from GET captcha) and the visitor's answer. */
export const captchaFields = {
  captchaId: z.string(message('captchaError')).regex(/^[A-Za-z0-9_-]{1,64}$/, message('captchaError')),
  captchaCode: z
    .string(message('captchaRequired'))
    .trim()
    .min(1, message('captchaRequired'))
    .max(10, message('captchaError')),
};
