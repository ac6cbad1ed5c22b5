import { NextResponse, type NextRequest } from 'next/server';
import { handleApiRequest } from '@/lib/backend/dispatch';
import { revalidateContent } from '@/lib/server/revalidate-content';
import { contentChangedHeader, errorResult, type ApiResult, type HttpMethod } from '@/lib/backend/http';

// Answers depend on the database (hits) and on the request: never prerender or cache.
export const dynamic = 'force-dynamic';

// Optional catch-all: a bare /_api is the backend's too, and gets its JSON 404 (not a page's).
type Context = { params: Promise<{ path?: string[] }> };

async function handle(request: NextRequest, context: Context, method: HttpMethod): Promise<NextResponse> {
  const { path } = await context.params;
  const body = await readBody(request);
  const result: ApiResult =
    body === tooLarge
      ? errorResult(413, `The request body is larger than ${maxBodyBytes / 1024 / 1024} MB.`)
      : body === invalidJson
        ? errorResult(400, 'The request body is not valid JSON.')
        : await handleApiRequest({
            method,
            segments: path ?? [],
            query: request.nextUrl.searchParams,
            headers: request.headers,
            body,
          });
  renewChangedContent(result);
  // A 204 carries no body at all (Response refuses one, even JSON null); a file (the captcha's
  // audio) goes out as it is; everything else is JSON.
  if (result.status === 204)
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store', ...result.headers } });
  if (result.body instanceof Uint8Array) {
    return new NextResponse(new Uint8Array(result.body), {
      status: result.status,
      headers: { 'Cache-Control': 'no-store', ...result.headers },
    });
  }
  return NextResponse.json(result.body, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store', ...result.headers },
  });
}

/** Pages showing content this answer changed are rendered again on their next request; the header stays inside. */
function renewChangedContent(result: ApiResult): void {
  const changed = result.headers?.[contentChangedHeader];
  if (!changed) return;
  revalidateContent(changed.split(','), { expire: 0 });
  delete result.headers![contentChangedHeader];
}

const invalidJson = Symbol('invalid-json');
const tooLarge = Symbol('too-large');

/** A 2 MB attachment is about 2.7 MB in base64; a form never needs more than this. */
const maxBodyBytes = 4 * 1024 * 1024;

/** The body as text, read no further than the cap (a client may lie about or omit Content-Length). */
async function readLimited(request: NextRequest): Promise<string | typeof tooLarge> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return tooLarge;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(request: NextRequest): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await readLimited(request);
  if (text === tooLarge) return tooLarge;
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

export const GET = (request: NextRequest, context: Context) => handle(request, context, 'GET');
export const POST = (request: NextRequest, context: Context) => handle(request, context, 'POST');
export const PUT = (request: NextRequest, context: Context) => handle(request, context, 'PUT');
export const PATCH = (request: NextRequest, context: Context) => handle(request, context, 'PATCH');
export const DELETE = (request: NextRequest, context: Context) => handle(request, context, 'DELETE');
