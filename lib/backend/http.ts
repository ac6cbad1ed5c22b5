import type { ApiLang } from '@/lib/i18n/locales';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to the embedded backend, independent of how it arrived (HTTP or in-process). */
export type ApiRequest = {
  method: HttpMethod;
  /** Path below /_api/, split on slashes: ['en', 'attractions', '80']. */
  segments: string[];
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** The part of a request a language endpoint handler sees. */
export type EndpointRequest = {
  lang: ApiLang;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers (XSRF token and cookie, Idempotency-Key, client address); empty in-process. */
  headers: Headers;
};

/** A handler's answer that is a file, not JSON (the captcha's audio). */
export class BinaryAnswer {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
  ) {}
}

/** A handler's answer that also sets response headers (e.g. the XSRF cookie). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * The cache tags of content a write changed (a registration takes places), comma-separated: the
 * /_api route revalidates them in this server's page cache and drops the header. A remote backend
 * asks the site's /_ops/revalidate instead.
 */
export const contentChangedHeader = 'X-Content-Changed';

/** A handler's answer with nothing to say: 204, no body (a recorded view). */
export class NoContent {}

export type ApiResult = { status: number; body: unknown; headers?: Record<string, string> };

/** Thrown by handlers for answers other than 200; turned into the JSON error body. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

/** A refused form: 400 with a message key per field (translated where the form is shown). */
export class ValidationError extends ApiHttpError {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(400, message);
    this.name = 'ValidationError';
  }
}

export function errorResult(
  status: number,
  message: string,
  headers?: Record<string, string>,
  errors?: Record<string, string>,
): ApiResult {
  return { status, body: { success: false, status, message, ...(errors ? { errors } : {}) }, headers };
}
