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
};

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

export function errorResult(status: number, message: string, headers?: Record<string, string>): ApiResult {
  return { status, body: { success: false, status, message }, headers };
}
