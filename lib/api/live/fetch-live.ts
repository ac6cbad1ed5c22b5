import type { z } from 'zod';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { savedAtHeader } from '@/lib/offline/cache-names';
import { rememberSavedCopy } from '@/lib/offline/live-offline';

/**
 * A react-query `queryFn` for the browser: GET a live endpoint with the ajax header and check the
 * answer with its schema. Throws on failure, so react-query keeps the last good data and the
 * widget shows "No Data" only when it has none (spec section 8: failures are not shown as errors).
 * An answer the service worker served from its cache is marked (lib/offline/live-offline.ts).
 */
export async function fetchLive<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { ...ajaxHeader, Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // The service worker's stored copy says when it was saved: the widget then shows that time.
  return rememberSavedCopy(schema.parse(await response.json()), response.headers.get(savedAtHeader));
}
