import { LruMap } from './lru';

/**
 * The last good answer of each cacheable GET call to a remote backend, served when the call
 * fails (stale-if-error). "Good" is a 2xx answer whose body passed the caller's schema; the body
 * is kept as it came over the wire and checked again with the schema of the call that reads it
 * (two calls of one path may use different schemas).
 *
 * Bounded to `capacity` answers, least recently used first out. Memory, measured on the seed
 * content: the site makes 432 cacheable calls over the 3 backend languages (zh-cn reads zh-tw),
 * 1.9 MB of JSON (the largest, the attractions list, 65 kB; a detail 4–6 kB), held as objects in
 * 6.9 MB of heap (3.6 × the JSON). 1,000 answers leave room for twice the content: about 16 MB
 * at the same mix, and some 35 MB even if 60 of them were 65 kB lists and the rest 6 kB details,
 * beside a server's 350–450 MB resident. Calls keyed by visitor input (the geocoder) are not kept.
 */
export type LastGood = { body: unknown; storedAt: number };

export const lastGoodCapacity = 1000;

/** `en/news?b=2&a=1` → `en/news?a=1&b=2`: one key whatever the order of the query. */
export function answerKey({
  lang,
  path,
  query,
}: {
  lang: string;
  path: string;
  query?: Record<string, string>;
}): string {
  const params = new URLSearchParams(Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const search = params.toString();
  return search ? `${lang}/${path}?${search}` : `${lang}/${path}`;
}

export class LastGoodAnswers {
  readonly #answers: LruMap<string, LastGood>;
  readonly #now: () => number;

  constructor(capacity = lastGoodCapacity, now: () => number = Date.now) {
    this.#answers = new LruMap(capacity);
    this.#now = now;
  }

  get size(): number {
    return this.#answers.size;
  }

  remember(key: string, body: unknown): void {
    this.#answers.set(key, { body, storedAt: this.#now() });
  }

  recall(key: string): LastGood | undefined {
    return this.#answers.get(key);
  }

  /** The backend said the thing is gone (404): no old copy of it may be shown again. */
  forget(key: string): void {
    this.#answers.delete(key);
  }
}
