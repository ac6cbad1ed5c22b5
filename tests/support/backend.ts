import { beforeAll } from 'vitest';
import { handleApiRequest } from '@/lib/backend/dispatch';
import type { HttpMethod } from '@/lib/backend/http';

// Every file that calls the backend opens its database first (migrations, seed): on a loaded
// 2-core machine that alone can pass one test's time limit, so it happens before the first test.
beforeAll(async () => {
  // A file whose own setup makes this call fail finds out in its tests, with their messages.
  await callBackend('en/menus').catch(() => undefined);
}, 180_000);

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
