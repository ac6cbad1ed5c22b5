import type { EndpointRequest, HttpMethod } from './http';

export type EndpointHandler = (request: EndpointRequest) => Promise<unknown>;

/** One endpoint under /_api/{lang}/: a path pattern whose `:name` segments become params. */
export type Endpoint = { method: HttpMethod; pattern: string; handler: EndpointHandler };

export type EndpointMatch =
  | { kind: 'found'; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'none' };

export function matchEndpoint(endpoints: readonly Endpoint[], method: HttpMethod, segments: string[]): EndpointMatch {
  const allowed: HttpMethod[] = [];
  for (const endpoint of endpoints) {
    const params = matchPattern(endpoint.pattern, segments);
    if (!params) continue;
    if (endpoint.method === method) return { kind: 'found', endpoint, params };
    allowed.push(endpoint.method);
  }
  return allowed.length ? { kind: 'wrong-method', allowed } : { kind: 'none' };
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}
