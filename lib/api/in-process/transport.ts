import 'server-only';
import { unstable_cache } from 'next/cache';
import { handleApiRequest } from '@/lib/backend/dispatch';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { apiSegments } from '@/lib/http/api-path';
import { peerAddressHeader } from '@/lib/http/peer-address';
import type { Transport, TransportRequest, TransportResponse } from '../transport';

type InProcessOptions = { revalidateSeconds: number };

type EmbeddedCall = {
  method: 'GET' | 'POST';
  segments: string[];
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
};

/** One call to the embedded backend, as the /_api route would make it (language-less paths included). */
export async function callEmbeddedBackend({
  method,
  segments,
  query,
  headers,
  body,
}: EmbeddedCall): Promise<TransportResponse> {
  const result = await handleApiRequest({
    method,
    segments,
    query: new URLSearchParams(query),
    headers: new Headers({ ...ajaxHeader, ...headers }),
    body,
  });
  return { status: result.status, body: result.body };
}

function callBackend(request: TransportRequest): Promise<TransportResponse> {
  return callEmbeddedBackend({
    method: request.method,
    segments: apiSegments(request.lang, request.path),
    query: request.query,
    body: request.body,
    headers: request.visitor ? visitorAddress(request.visitor) : undefined,
  });
}

/** The headers that say who the visitor is, as the /_api route would receive them from the same request. */
function visitorAddress(visitor: Headers): Record<string, string> {
  const address: Record<string, string> = {};
  for (const name of [peerAddressHeader, 'x-forwarded-for']) {
    const value = visitor.get(name);
    if (value) address[name] = value;
  }
  return address;
}

/**
 * Calls the embedded backend directly: no network hop. Inside the Next server, a cacheable read
 * goes through Next's data cache like the HTTP transport's fetch, so it carries the same tags: a
 * page that read `news` is then revalidated with the tag `news`. Outside Next (unit tests) there is
 * no cache to use, and the backend answers directly.
 */
export function createInProcessTransport({ revalidateSeconds }: InProcessOptions): Transport {
  return async (request) => {
    const cacheable =
      request.method === 'GET' && request.cache === 'revalidate' && process.env.NEXT_RUNTIME === 'nodejs';
    if (!cacheable) return callBackend(request);
    const key = ['backend', request.lang, request.path, JSON.stringify(request.query ?? {})];
    return unstable_cache(() => callBackend(request), key, {
      tags: request.tags,
      revalidate: request.maxAgeSeconds ?? revalidateSeconds,
    })();
  };
}
