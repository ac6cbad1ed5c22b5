import 'server-only';
import { z } from 'zod';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { isoDateSchema } from '@/lib/schemas/localized';
import { callApi } from './client';

/**
 * An item's own date as the API sends it: `date_posted` (news, albums, films, the file area's
 * records); the contract has no date of change, so the day posted is the last one known.
 */
const datedIdSchema = z.looseObject({ id: z.number().int().positive(), date_posted: z.unknown().optional() });
const idsSchema = envelopeSchema(z.array(datedIdSchema));

export type ItemId = { id: number; lastModified?: string };

/** A day (YYYY-MM-DD) the record gives, or nothing: an invented date would mislead a crawler. */
function dayOf(value: unknown): string | undefined {
  const day = typeof value === 'string' ? value.slice(0, 10) : undefined;
  return isoDateSchema.safeParse(day).success ? day : undefined;
}

/**
 * The ids of every item an endpoint lists (ids are the same in every language, so the default
 * language is asked), with the day it last changed where the record says, for pages that list
 * every detail address (the sitemap). A failing backend lists none.
 */
export async function listItemIds(endpoint: string, query?: Record<string, string>): Promise<ItemId[]> {
  const outcome = await callApi({ locale: 'zh-tw', path: endpoint, query, schema: idsSchema });
  if (!outcome.ok) return [];
  return outcome.data.data.map((item) => {
    const lastModified = dayOf(item.date_posted);
    return lastModified ? { id: item.id, lastModified } : { id: item.id };
  });
}
