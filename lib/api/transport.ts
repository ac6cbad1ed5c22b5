import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';

export type TransportRequest = {
  lang: ApiLang;
  /** Path below /_api/{lang}/, without a leading slash: `attractions/80`. */
  path: string;
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  /** `no-store` for answers that must not be cached (they count views, or are personal). */
  cache: 'revalidate' | 'no-store';
  tags?: string[];
};

export type TransportResponse = { status: number; body: unknown };

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The contract's mandatory header (spec section 7). */
export const ajaxHeaders = { 'X-Requested-With': 'XMLHttpRequest' } as const;
