import { z } from 'zod';
import { captchaFields, consentField, emailField, optionalPhoneField, requiredText } from './fields';

/** The head's mailbox form (the spec leaves its exact rules open; these are ours). */
export const suggestionFormSchema = z.object({
  name: requiredText(50),
  email: emailField,
  phone: optionalPhoneField,
  subject: requiredText(100),
  message: requiredText(2000),
  consent: consentField,
  ...captchaFields,
});
export type SuggestionForm = z.input<typeof suggestionFormSchema>;

/** Serial numbers the mailbox hands out: "S", the Taiwan date, and six digits (S20261123482913). */
export const suggestionSerialPattern = /^S\d{14}$/;

/** The status lookup: serial number and the e-mail used, with a captcha. */
export const suggestionLookupSchema = z.object({
  serial: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .transform((value) => value.toUpperCase())
    .refine((value) => suggestionSerialPattern.test(value), { error: 'serialFormat' }),
  email: emailField,
  ...captchaFields,
});
export type SuggestionLookup = z.input<typeof suggestionLookupSchema>;

/** The states of a suggestion, in order (spec section 4: filed only after the author confirms). */
export const suggestionStatuses = ['awaiting-confirmation', 'filed', 'processing', 'replied'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** What the status lookup shows: only to the author (serial number and e-mail both match). */
export const suggestionStatusSchema = z.object({
  serial: z.string(),
  status: z.enum(suggestionStatuses),
  subject: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  reply: z.string().nullable(),
  replyVia: z.enum(['email', 'phone']).nullable(),
  repliedAt: z.string().nullable(),
});
export type SuggestionStatusView = z.infer<typeof suggestionStatusSchema>;
