import 'server-only';
import { handleApiRequest } from '@/lib/backend/dispatch';
import { ajaxHeaders, type Transport } from './transport';

/** Calls the embedded backend directly: no network hop, and it works during `next build`. */
export const inProcessTransport: Transport = async (request) => {
  const result = await handleApiRequest({
    method: request.method,
    segments: [request.lang, ...request.path.split('/')],
    query: new URLSearchParams(request.query),
    headers: new Headers(ajaxHeaders),
    body: request.body,
  });
  return { status: result.status, body: result.body };
};
