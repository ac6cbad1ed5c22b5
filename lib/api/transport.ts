import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import type { LastGoodAnswers } from './resilience/last-good';

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
  /**
   * The visitor's own request headers, for an uncached call made on their behalf (the assistant's
   * server action): the backend then rate-limits each visitor on their own address, not this
   * server's, which every visitor would share.
   */
  visitor?: Headers;
};

export type TransportResponse = { status: number; body: unknown };

/** What a remote transport offers callApi when its backend fails (lib/api/transport-http.ts). */
export type TransportResilience = {
  /** The last good answer of each cacheable GET call, served when the call fails. */
  lastGood: LastGoodAnswers;
  /** The render had to show a failed call without a stand-in: keep the page only briefly. */
  renderFailed: () => Promise<void>;
};

export type Transport = ((request: TransportRequest) => Promise<TransportResponse>) & {
  resilience?: TransportResilience;
};
