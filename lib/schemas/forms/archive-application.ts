import { z } from 'zod';
import { caseLookupSchema } from './case-lookup';
import { isCalendarDate, taiwanDay } from './field-checks';
import {
  captchaFields,
  consentField,
  emailField,
  isPhoneNumber,
  normalizePhone,
  optionalText,
  requiredText,
  type FormErrorKey,
} from './fields';

/**
 * The archive application (檔案應用申請) of the file area: what the Archives Act (articles 17–21)
 * and the National Archives Administration's standard form ask (../shared/data-sources/
 * archive-application.md). One schema for the browser, the route and the backend; conditional
 * fields (a legal person's representative, an agent's details, the "other" purpose) are required
 * only when their choice is made.
 */
export const applicantTypes = ['person', 'legal-person'] as const;
export const agentRelations = ['authorized', 'guardian'] as const;
export const archivePurposes = ['history', 'academic', 'proof', 'business', 'rights', 'other'] as const;
export type ArchivePurpose = (typeof archivePurposes)[number];

/** One file or document asked for, and whether it is to be read (and copied by hand) or copied. */
export const maxArchiveFiles = 10;

const fileRowSchema = z
  .object({
    fileNumber: optionalText(60),
    title: requiredText(200),
    read: z.boolean().default(false),
    copy: z.boolean().default(false),
  })
  .refine((row) => row.read || row.copy, { error: 'accessTypeRequired', path: ['read'] });

/** Taiwan ID, resident certificate or passport numbers: letters and digits, 6 to 20 of them. */
function isIdNumber(value: string): boolean {
  return /^[A-Za-z0-9]{6,20}$/.test(value.replace(/[\s-]/g, ''));
}

const idNumberField = z
  .string()
  .trim()
  .max(30, { error: 'idNumberFormat' })
  .refine((value) => value === '' || isIdNumber(value), { error: 'idNumberFormat' })
  .optional();

const birthDateField = z
  .string()
  .trim()
  .refine((value) => value === '' || (isCalendarDate(value) && value >= '1900-01-01' && value <= taiwanDay()), {
    error: 'birthDateFormat',
  })
  .optional();

const phoneField = requiredText(20).refine(isPhoneNumber, { error: 'phoneFormat' }).transform(normalizePhone);

const optionalPhone = z
  .string()
  .trim()
  .max(20, { error: 'phoneFormat' })
  .refine((value) => value === '' || isPhoneNumber(value), { error: 'phoneFormat' })
  .optional();

export const archiveApplicationSchema = z
  .object({
    applicantType: z.enum(applicantTypes, { error: 'required' }),
    /** The applicant's name, or the legal person's. */
    name: requiredText(100),
    representative: optionalText(50),
    birthDate: birthDateField,
    idNumber: idNumberField,
    address: requiredText(200),
    phone: phoneField,
    email: emailField,
    hasAgent: z.boolean().default(false),
    agentName: optionalText(50),
    agentIdNumber: idNumberField,
    agentPhone: optionalPhone,
    agentAddress: optionalText(200),
    agentRelation: z.enum(agentRelations).optional().or(z.literal('')),
    files: z.array(fileRowSchema).min(1, { error: 'required' }).max(maxArchiveFiles, { error: 'invalid' }),
    /** Copies are the rule; a reason is needed to see the originals themselves. */
    originalReason: optionalText(1000),
    purpose: z.enum(archivePurposes, { error: 'required' }),
    purposeOther: optionalText(200),
    consent: consentField,
    ...captchaFields,
  })
  // Run even when other fields fail (`when`): the error summary lists every problem at once.
  .superRefine(
    (form, context) => {
      const require = (field: string, present: boolean, error: FormErrorKey = 'required') => {
        if (!present) context.addIssue({ code: 'custom', path: [field], message: error });
      };
      const filled = (value: string | undefined) => (value ?? '').trim() !== '';
      if (form.applicantType === 'person') {
        require('birthDate', filled(form.birthDate));
        require('idNumber', filled(form.idNumber));
      } else {
        require('representative', filled(form.representative));
      }
      if (form.hasAgent) {
        require('agentName', filled(form.agentName));
        require('agentIdNumber', filled(form.agentIdNumber));
        require('agentPhone', filled(form.agentPhone));
        require('agentAddress', filled(form.agentAddress));
        require('agentRelation', filled(form.agentRelation));
      }
      if (form.purpose === 'other') require('purposeOther', filled(form.purposeOther));
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type ArchiveApplication = z.input<typeof archiveApplicationSchema>;
export type ArchiveApplicationValues = z.output<typeof archiveApplicationSchema>;

/** Serial numbers of archive applications: "D", the Taiwan date, six digits (D20261126482913). */
export const archiveSerialPattern = /^D\d{14}$/;

/** The progress lookup of an archive application: its serial and the e-mail used, with a captcha. */
export const archiveLookupSchema = caseLookupSchema(archiveSerialPattern, 'archiveSerialFormat');

/** The agency answers within 30 days; missing items are supplied within 7 days of being asked. */
export const archiveAnswerDays = 30;
export const archiveSupplementDays = 7;

/** What the progress lookup shows of an archive application (nothing personal beyond the serial). */
export const archiveProgressSchema = z.object({
  serial: z.string(),
  status: z.enum(['new', 'no-case', 'processing', 'approved', 'rejected', 'cancelled']),
  fileCount: z.number().int().positive(),
  purpose: z.enum(archivePurposes),
  replyVia: z.enum(['email', 'phone']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last day of the 30-day answer period, in Taiwan (YYYY-MM-DD). */
  answerDue: z.string(),
});
export type ArchiveProgress = z.infer<typeof archiveProgressSchema>;
