import 'server-only';

/** A failed upstream call. Its message never holds the URL's query, where the API keys travel. */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

type FetchOptions = { timeoutMs: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string | URLSearchParams };

/**
 * GET/POST a JSON document with a time limit. Errors name only the origin and path: public
 * services take their key in the query string (CWA `Authorization=`, MOENV `api_key=`), so the
 * full URL must never reach a log.
 */
export async function fetchJson(url: string, { timeoutMs, method = 'GET', headers = {}, body }: FetchOptions): Promise<unknown> {
  const where = describe(url);
  let response: Response;
  try {
    response = await fetch(url, { method, headers: { Accept: 'application/json', ...headers }, body, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'failed';
    throw new UpstreamError(`${method} ${where} ${reason}`);
  }
  if (!response.ok) throw new UpstreamError(`${method} ${where} answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new UpstreamError(`${method} ${where} answered a body that is not JSON`);
  }
}

function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
