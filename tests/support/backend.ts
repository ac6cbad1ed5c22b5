import { handleApiRequest } from '@/lib/backend/dispatch';
import type { HttpMethod } from '@/lib/backend/http';

/** Calls the embedded backend as the route handler would, with or without the ajax header. */
export function callBackend(
  path: string,
  {
    method = 'GET',
    ajax = true,
    body,
    headers = {},
  }: { method?: HttpMethod; ajax?: boolean; body?: unknown; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, 'http://backend.test/_api/');
  return handleApiRequest({
    method,
    segments: url.pathname
      .replace(/^\/_api\//, '')
      .split('/')
      .filter(Boolean),
    query: url.searchParams,
    headers: new Headers({ ...(ajax ? { 'X-Requested-With': 'XMLHttpRequest' } : {}), ...headers }),
    body,
  });
}
