import 'server-only';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { apiLangs, type ApiLang } from '@/lib/i18n/locales';
import {
  ApiHttpError,
  BinaryAnswer,
  errorResult,
  NoContent,
  ValidationError,
  WithHeaders,
  type ApiRequest,
  type ApiResult,
} from './http';
import { handleOpsRequest, type ItemReader } from './handlers/ops';
import { withContentEdits } from './content/edits';
import { xsrfTokenHandler } from './handlers/xsrf-token';
import { matchEndpoint, type EndpointMatch } from './registry';
import { languageEndpoints } from './endpoints';
import { fileAreaEndpoints } from './file-area/endpoints';
import { fileAreaScope } from '@/lib/http/api-path';
import { liveLanguageLessEndpoints } from './live-endpoints';

/**
 * The embedded reference backend of the /_api contract (spec section 7). Both the HTTP route
 * (app/%5Fapi) and the in-process transport of lib/api come through here, so they cannot differ.
 */
export async function handleApiRequest(request: ApiRequest): Promise<ApiResult> {
  // Spec: all calls carry the ajax header. It also keeps plain cross-site form posts out.
  if (request.headers.get('X-Requested-With') !== ajaxHeader['X-Requested-With']) {
    return errorResult(400, `The X-Requested-With: ${ajaxHeader['X-Requested-With']} header is required.`);
  }
  const [first, ...rest] = request.segments;
  if (!first) return errorResult(404, 'Unknown endpoint.');
  // Endpoints without a language (spec: GET /_api/xsrf-token).
  if (request.segments.length === 1 && first === 'xsrf-token') {
    return request.method === 'GET'
      ? answer(request, xsrfTokenHandler)
      : errorResult(405, 'Method not allowed.', { Allow: 'GET' });
  }
  if (first === 'ops') return answer(request, () => handleOpsRequest(request, readItem));
  // Other endpoints without a language (issue 6: parking-magi and the parking-service stand-in).
  const plain = matchEndpoint(liveLanguageLessEndpoints, request.method, request.segments);
  if (plain.kind !== 'none') return run(plain, 'zh-tw', request);
  // The file area's own endpoints (spec section 7): /_api/file-area/{lang}/...
  if (first === fileAreaScope) {
    const [lang, ...path] = rest;
    if (!lang || !isApiLang(lang)) return errorResult(404, `Unknown language: ${lang ?? '(none)'}`);
    return run(matchEndpoint(fileAreaEndpoints, request.method, path), lang, request, path, false);
  }
  if (!isApiLang(first)) return errorResult(404, `Unknown language or endpoint: ${first}`);
  return run(matchEndpoint(languageEndpoints, request.method, rest), first, request, rest);
}

async function run(
  match: EndpointMatch,
  lang: ApiLang,
  request: ApiRequest,
  path: string[] = request.segments,
  /** Operators' corrections are kept for the main site's content (the file area has none yet). */
  editable = true,
): Promise<ApiResult> {
  if (match.kind === 'none') return errorResult(404, `Unknown endpoint: ${path.join('/') || '(none)'}`);
  if (match.kind === 'wrong-method') {
    return errorResult(405, 'Method not allowed.', { Allow: match.allowed.join(', ') });
  }
  const handled = () =>
    match.endpoint.handler({
      lang,
      params: match.params,
      query: request.query,
      body: request.body,
      headers: request.headers,
    });
  // Reads of content carry the operators' corrections (lib/backend/content/edits.ts).
  return answer(
    request,
    editable && request.method === 'GET' && path[0]
      ? async () => withContentEdits(path[0]!, lang, await handled())
      : handled,
  );
}

/** One item as its detail endpoint answers it now, for the operators' content edits. */
const readItem: ItemReader = async (lang, endpoint, id) => {
  const result = await run(
    matchEndpoint(languageEndpoints, 'GET', [endpoint, String(id)]),
    lang,
    {
      method: 'GET',
      segments: [lang, endpoint, String(id)],
      query: new URLSearchParams(),
      headers: new Headers(ajaxHeader),
      body: undefined,
    },
    [endpoint, String(id)],
  );
  const data = result.status === 200 ? (result.body as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
};

/** A handler's answer, or the error it threw as a 4xx; anything unexpected is logged and a 500. */
async function answer(request: ApiRequest, run: () => Promise<unknown>): Promise<ApiResult> {
  try {
    return toResult(await run());
  } catch (error) {
    if (error instanceof ValidationError) return errorResult(error.status, error.message, undefined, error.errors);
    if (error instanceof ApiHttpError) return errorResult(error.status, error.message);
    console.error('[backend] handler failed', request.method, request.segments.join('/'), error);
    return errorResult(500, 'Internal error.');
  }
}

function toResult(answer: unknown): ApiResult {
  if (answer instanceof NoContent) return { status: 204, body: null };
  if (answer instanceof BinaryAnswer)
    return { status: 200, body: answer.bytes, headers: { 'Content-Type': answer.contentType } };
  return answer instanceof WithHeaders
    ? { status: 200, body: answer.body, headers: answer.headers }
    : { status: 200, body: answer };
}

function isApiLang(value: string): value is ApiLang {
  return (apiLangs as readonly string[]).includes(value);
}
