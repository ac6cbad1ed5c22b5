import type { z } from 'zod';
import { ajaxHeader } from '@/lib/http/ajax-header';

/**
 * A react-query `queryFn` for the browser: GET a live endpoint with the ajax header and check the
 * answer with its schema. Throws on failure, so react-query keeps the last good data and the
 * widget shows "No Data" only when it has none (spec section 8: failures are not shown as errors).
 */
export async function fetchLive<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { ...ajaxHeader, Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}
