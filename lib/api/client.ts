import 'server-only';
import type { z } from 'zod';
import { getEnv } from '@/lib/env';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import { toSimplifiedDeep } from '@/lib/i18n/simplified';
import { logError } from '@/lib/log';
import type { Transport, TransportRequest } from './transport';
import { contentTagsOf } from './cache-tags';
import { createInProcessTransport } from './in-process/transport';
import { createHttpTransport } from './transport-http';

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; reason: 'not-found' | 'failed' };

export type ApiCall<T> = Omit<TransportRequest, 'lang' | 'cache' | 'method' | 'tags'> & {
  locale: Locale;
  schema: z.ZodType<T>;
  method?: TransportRequest['method'];
  cache?: TransportRequest['cache'];
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
  });
}

/**
 * One backend call, validated with the resource's schema. Failures (network, timeout, status,
 * schema) are logged and returned as `failed` so the page shows "No Data", never a 500.
 * zh-cn reads zh-tw and converts every string to simplified characters.
 */
export async function callApi<T>(call: ApiCall<T>): Promise<ApiOutcome<T>> {
  const { locale, schema, ...rest } = call;
  const request: TransportRequest = {
    ...rest,
    method: rest.method ?? 'GET',
    cache: rest.cache ?? 'revalidate',
    lang: apiLangOf(locale),
    tags: contentTagsOf(rest.path),
  };
  const where = `${request.method} ${request.lang}/${request.path}`;
  try {
    const response = await currentTransport()(request);
    if (response.status === 404) return { ok: false, reason: 'not-found' };
    if (response.status < 200 || response.status >= 300) {
      logError('api', `${where} answered ${response.status}`, response.body);
      return { ok: false, reason: 'failed' };
    }
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      logError('api', `${where} answered a body that does not match the contract`, parsed.error.issues.slice(0, 5));
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, data: locale === 'zh-cn' ? toSimplifiedDeep(parsed.data) : parsed.data };
  } catch (error) {
    logError('api', `${where} failed`, error instanceof Error ? error.message : error);
    return { ok: false, reason: 'failed' };
  }
}
