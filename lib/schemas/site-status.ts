import { z } from 'zod';
import { isoDateSchema } from './localized';

/** Spec section 4: site operating status — 0 closed, 1 normal/open, 2 renovation, 3 temporarily closed, 9 to be confirmed. */
export const siteStatuses = [0, 1, 2, 3, 9] as const;
export const siteStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/**
 * Why a place is not open as usual and since when (issue 25 §6, the closures page): known only
 * for some records, so both are optional and left out rather than guessed. The reason is text in
 * the record's language (in a seed's `i18n`), the day is the same in every language.
 */
export const statusSinceField = { statusSince: isoDateSchema.optional() };
export const statusNoteField = { statusNote: z.string().min(1).optional() };
