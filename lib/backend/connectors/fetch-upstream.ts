import 'server-only';

/** A failed upstream call. Its message never holds the URL's query, where the API keys travel. */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

type FetchOptions = {
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
};

/**
 * GET/POST a JSON document with a time limit. Errors name only the origin and path: public
 * services take their key in the query string (CWA `Authorization=`, MOENV `api_key=`), so the
 * full URL must never reach a log.
 */
export async function fetchJson(url: string, options: FetchOptions): Promise<unknown> {
  const response = await request(url, options, 'application/json');
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new UpstreamError(`${options.method ?? 'GET'} ${describe(url)} answered a body that is not JSON`);
  }
}

/**
 * The same for a text document (an Atom feed), with the same time limit and error rules, and a
 * size limit: a feed is a few tens of kB, so an answer past `maxBytes` is refused unread rather
 * than parsed.
 */
export async function fetchText(
  url: string,
  options: FetchOptions & { accept: string; maxBytes: number },
): Promise<string> {
  const response = await request(url, options, options.accept);
  const where = `${options.method ?? 'GET'} ${describe(url)}`;
  const tooBig = () => new UpstreamError(`${where} answered more than ${options.maxBytes} bytes`);
  // Cancelling is not awaited: the connection's close is not worth waiting for (and mocked fetches never settle it).
  const discard = (body: { cancel(): Promise<void> } | null | undefined) => void body?.cancel().catch(() => undefined);
  if (Number(response.headers.get('content-length') ?? 0) > options.maxBytes) {
    discard(response.body);
    throw tooBig();
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw new UpstreamError(`${where} answered a body that could not be read`);
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > options.maxBytes) {
      discard(reader);
      throw tooBig();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function request(
  url: string,
  { timeoutMs, method = 'GET', headers = {}, body }: FetchOptions,
  accept: string,
): Promise<Response> {
  const where = describe(url);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: accept, ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'failed';
    throw new UpstreamError(`${method} ${where} ${reason}`);
  }
  if (!response.ok) throw new UpstreamError(`${method} ${where} answered ${response.status}`);
  return response;
}

function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
