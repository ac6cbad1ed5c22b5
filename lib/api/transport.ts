import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';

export type TransportRequest = {
  lang: ApiLang;
  /** Path below /_api/{lang}/, without a leading slash: `attractions/80`. */
  path: string;
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  /** `no-store` for answers that must not be cached (personal ones, live conditions). */
  cache: 'revalidate' | 'no-store';
  /** How long a cacheable answer is kept, when shorter than the backend's natural period. */
  maxAgeSeconds?: number;
  /** Cache tags of a cacheable answer (lib/api/cache-tags.ts). */
  tags?: string[];
};

export type TransportResponse = { status: number; body: unknown };

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
