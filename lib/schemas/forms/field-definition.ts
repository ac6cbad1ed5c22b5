import { z } from 'zod';

/**
 * The generic field types of an online form (spec section 3), plus `tel` (a text field with the
 * phone rule, which the reservation needs) and `select` (a radio group too long to show open).
 */
export const fieldTypes = [
  'text',
  'textarea',
  'number',
  'date',
  'radio',
  'select',
  'checkbox',
  'email',
  'tel',
  'timeRange',
  'hidden',
  'accept',
  'coordinate',
  'file',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Names the form itself uses; a definition may not take them. */
const reservedNames = new Set(['captchaId', 'captchaCode']);

const optionSchema = z.object({ value: z.string().min(1).max(100), label: z.string().min(1) });

/** One field as a page receives it: already in the page's language. */
export const fieldDefinitionSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-z][A-Za-z0-9]{0,39}$/)
      .refine((name) => !reservedNames.has(name), 'reserved field name'),
    type: z.enum(fieldTypes),
    label: z.string().min(1),
    hint: z.string().optional(),
    required: z.boolean(),
    options: z.array(optionSchema).optional(),
    /** number: bounds; text and textarea: `max` is the length limit. */
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    /** date: the earliest day that can be chosen, in days from today (Taiwan time). */
    minDaysAhead: z.number().int().min(0).optional(),
    /** hidden: the value the form sends. */
    value: z.string().optional(),
    /** mobile-only phone rule (the day contact's mobile). */
    mobile: z.boolean().optional(),
    autoComplete: z.string().optional(),
  })
  .refine(
    (field) => !['radio', 'select', 'checkbox'].includes(field.type) || (field.options?.length ?? 0) > 0,
    'choice fields need options',
  );
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

/** Where the progress inquiry finds a form's place, session and head count (spec: application progress). */
export const progressFieldsSchema = z.object({
  place: z.string().optional(),
  session: z.string().optional(),
  people: z.string().optional(),
});

export const formKinds = ['survey', 'registration', 'application', 'feedback'] as const;
export type FormKind = (typeof formKinds)[number];

/** A form as the endpoints send it (GET surveys/:id, apply-events, applications/:id, feedback). */
export const formDefinitionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(formKinds),
  title: z.string().min(1),
  description: z.string(),
  fields: z.array(fieldDefinitionSchema).min(1),
  progressFields: progressFieldsSchema.optional(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** A survey's answering period, or a registration's deadline and places (decided by the backend). */
export const formAvailabilitySchema = z.object({
  open: z.boolean(),
  opens: z.string().optional(),
  closes: z.string().optional(),
  eventDate: z.string().optional(),
  deadline: z.string().optional(),
  capacity: z.number().int().optional(),
  remaining: z.number().int().optional(),
});

export const publishedFormSchema = formDefinitionSchema.extend({ availability: formAvailabilitySchema });
export type PublishedForm = z.infer<typeof publishedFormSchema>;
