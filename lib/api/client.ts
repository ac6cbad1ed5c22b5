import 'server-only';
import type { z } from 'zod';
import { getEnv } from '@/lib/env';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import { toSimplifiedDeep } from '@/lib/i18n/simplified';
import { logError } from '@/lib/log';
import type { Transport, TransportRequest, TransportResponse } from './transport';
import { contentTagsOf } from './cache-tags';
import { createInProcessTransport } from './in-process/transport';
import { answerKey } from './resilience/last-good';
import { createHttpTransport } from './transport-http';

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; reason: 'not-found' | 'failed' };

export type ApiCall<T> = Omit<TransportRequest, 'lang' | 'cache' | 'method' | 'tags'> & {
  locale: Locale;
  schema: z.ZodType<T>;
  method?: TransportRequest['method'];
  cache?: TransportRequest['cache'];
  /**
   * With a remote backend, keep this call's last good answer to stand in when it fails (default).
   * Off for calls keyed by what a visitor typed or where they are: thousands of those would push
   * the pages' own copies out of the bounded store.
   */
  keepLastGood?: boolean;
};

let transportOverride: Transport | undefined;

/** Tests point the client at another transport; pass undefined to restore the default. */
export function setTransportForTests(transport: Transport | undefined): void {
  transportOverride = transport;
}

function currentTransport(): Transport {
  if (transportOverride) return transportOverride;
  const env = getEnv();
  if (!env.BACKEND_ORIGIN) return createInProcessTransport({ revalidateSeconds: env.BACKEND_REVALIDATE_SECONDS });
  return createHttpTransport({
    origin: env.BACKEND_ORIGIN,
    timeoutMs: env.BACKEND_TIMEOUT_MS,
    revalidateSeconds: env.BACKEND_REVALIDATE_SECONDS,
    pageBudgetMs: env.BACKEND_PAGE_BUDGET_MS,
    breakerFailures: env.BACKEND_BREAKER_FAILURES,
    breakerCoolDownSeconds: env.BACKEND_BREAKER_COOLDOWN_SECONDS,
  });
}

/**
 * One backend call, validated with the resource's schema. Failures (network, timeout, status,
 * schema) are logged and returned as `failed` so the page shows "No Data", never a 500.
 * zh-cn reads zh-tw and converts every string to simplified characters.
 *
 * With a remote backend (the HTTP transport), the last good answer of each cacheable GET call is
 * kept, and a call that fails is answered with it instead (stale-if-error), logged as such. It is
 * kept here rather than in the transport because only here is an answer known to be good: 2xx
 * and valid against the caller's schema; a copy is checked again with the schema of the call that
 * reads it. A 404 is an answer (not-found) and removes the copy: what the backend says is gone
 * is not shown again. A render that had to show a failure without a copy is kept only briefly.
 */
export async function callApi<T>(call: ApiCall<T>): Promise<ApiOutcome<T>> {
  const { locale, schema, keepLastGood = true, ...rest } = call;
  const request: TransportRequest = {
    ...rest,
    method: rest.method ?? 'GET',
    cache: rest.cache ?? 'revalidate',
    lang: apiLangOf(locale),
    tags: contentTagsOf(rest.path),
  };
  const where = `${request.method} ${request.lang}/${request.path}`;
  const transport = currentTransport();
  const resilience = transport.resilience;
  const lastGood =
    keepLastGood && request.method === 'GET' && request.cache === 'revalidate' ? resilience?.lastGood : undefined;
  const key = lastGood ? answerKey(request) : '';
  const localized = (data: T): ApiOutcome<T> => ({
    ok: true,
    data: locale === 'zh-cn' ? toSimplifiedDeep(data) : data,
  });

  /** The last good answer in place of a failed call, or `failed`. */
  const fallBack = async (problem: string, detail: unknown): Promise<ApiOutcome<T>> => {
    const copy = lastGood?.recall(key);
    const parsed = copy ? schema.safeParse(copy.body) : undefined;
    if (copy && parsed?.success) {
      const age = Math.round((Date.now() - copy.storedAt) / 1000);
      logError('api', `${where} ${problem}; served the last good answer (${age} s old) instead`, detail);
      return localized(parsed.data);
    }
    logError('api', `${where} ${problem}`, detail);
    await resilience?.renderFailed();
    return { ok: false, reason: 'failed' };
  };

  let response: TransportResponse;
  try {
    response = await transport(request);
  } catch (error) {
    return fallBack('failed', error instanceof Error ? error.message : error);
  }
  if (response.status === 404) {
    lastGood?.forget(key);
    return { ok: false, reason: 'not-found' };
  }
  if (response.status < 200 || response.status >= 300) {
    return fallBack(`answered ${response.status}`, response.body);
  }
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    return fallBack('answered a body that does not match the contract', parsed.error.issues.slice(0, 5));
  }
  lastGood?.remember(key, response.body);
  return localized(parsed.data);
}
