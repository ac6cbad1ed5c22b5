import { z } from 'zod';

/**
 * One item of `GET /_api/{lang}/love-trimt` (issue 25 §1): feedback a visitor agreed to make
 * public, answered by the office and published by an operator. Nothing in it names the visitor:
 * no name, e-mail, phone or serial number, and the message is the one the operator published.
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
});
export type LoveTrimtItem = z.infer<typeof loveTrimtItemSchema>;
