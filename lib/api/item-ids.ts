import 'server-only';
import { z } from 'zod';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callApi } from './client';

const idsSchema = envelopeSchema(z.array(z.looseObject({ id: z.number().int().positive() })));

/**
 * The ids of every item an endpoint lists (ids are the same in every language, so the default
 * language is asked), for pages that list every detail address (the sitemap). A failing backend
 * lists none.
 */
export async function listItemIds(endpoint: string, query?: Record<string, string>): Promise<number[]> {
  const outcome = await callApi({ locale: 'zh-tw', path: endpoint, query, schema: idsSchema });
  return outcome.ok ? outcome.data.data.map((item) => item.id) : [];
}
