import { z } from 'zod';
import { caseStatuses, replyChannels } from '@/lib/domain/case-status';
import { captchaFields, emailField, type FormErrorKey } from './fields';
import { formKinds } from './field-definition';

/** Serial numbers of applications and registrations (A/R), and of feedback (F). */
export const applicationSerialPattern = /^[AR]\d{14}$/;
export const feedbackSerialPattern = /^F\d{14}$/;

/** The progress inquiry: the serial number from the notification and the e-mail used, with a captcha. */
export function caseLookupSchema(serialPattern: RegExp, formatError: FormErrorKey = 'caseSerialFormat') {
  return z.object({
    serial: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .transform((value) => value.toUpperCase())
      .refine((value) => serialPattern.test(value), { error: formatError }),
    email: emailField,
    ...captchaFields,
  });
}
export type CaseLookup = z.input<ReturnType<typeof caseLookupSchema>>;

/** What the progress inquiry shows (spec: type, place, session, number of people, status). */
export const caseProgressSchema = z.object({
  serial: z.string(),
  kind: z.enum(formKinds),
  type: z.string(),
  place: z.string().nullable(),
  session: z.string().nullable(),
  people: z.string().nullable(),
  status: z.enum(caseStatuses),
  replyVia: z.enum(replyChannels).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CaseProgress = z.infer<typeof caseProgressSchema>;
