import { z } from 'zod';

/**
 * One item of `GET /_api/{lang}/love-trimt` (issue 25 §1): feedback a visitor agreed to make
 * public, answered by the office and published by an operator. Nothing in it names the visitor:
 * no name, e-mail, phone or serial number, the message is the one the operator published, and a
 * photo only when the visitor agreed to that too.
 */
export const loveTrimtItemSchema = z.object({
  id: z.number().int().positive(),
  /** The topic chosen on the form, as its label in the answer's language. */
  topic: z.string().min(1),
  message: z.string().min(1),
  reply: z.string().min(1),
  /** When the feedback was received and when the office answered it (ISO date-times, +08:00 shown). */
  receivedAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }),
  /** The visitor's photo, only when they also agreed to publish it (stripped of its metadata). */
  photo: z
    .object({ url: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() })
    .optional(),
});
export type LoveTrimtItem = z.infer<typeof loveTrimtItemSchema>;
