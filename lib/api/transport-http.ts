import 'server-only';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { apiSegments } from '@/lib/http/api-path';
import type { Transport } from './transport';

type HttpTransportOptions = { origin: string; timeoutMs: number; revalidateSeconds: number };

/** Calls a real /_api backend over HTTP, with a time limit and Next's data cache. */
export function createHttpTransport({ origin, timeoutMs, revalidateSeconds }: HttpTransportOptions): Transport {
  const base = origin.replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(`${base}/_api/${apiSegments(request.lang, request.path).join('/')}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const hasBody = request.body !== undefined;
    const response = await fetch(url, {
      method: request.method,
      headers: {
        ...ajaxHeader,
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      ...(request.cache === 'no-store'
        ? { cache: 'no-store' as const }
        : { next: { revalidate: request.maxAgeSeconds ?? revalidateSeconds, tags: request.tags } }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Not JSON: the caller's schema check reports it.
    }
    return { status: response.status, body };
  };
}
