import { splitLocale, type ApiLang } from '@/lib/i18n/locales';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { apiPath } from '@/lib/http/api-path';

/**
 * The browser side of the send endpoints: the XSRF token (fetched once, renewed when the server
 * says it expired), the ajax header, JSON, and the Idempotency-Key that makes a retried or
 * double-clicked submission count once. Answers are sorted into what a form needs to show.
 */
export type SendOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'invalid'; errors: Record<string, string> }
  | {
      ok: false;
      kind: 'not-found' | 'closed' | 'pending' | 'rate-limited' | 'expired' | 'offline' | 'network' | 'server';
      message?: string;
    };

const ajax = ajaxHeader;
let xsrfToken: Promise<string> | undefined;

/**
 * The token endpoint in the language of the call it is for (spec: `/_api/{lang}/xsrf-token`; a
 * token is valid for every language). A path without one asks `/_api/xsrf-token`.
 */
export function xsrfTokenPath(sendPath: string): string {
  const lang = /^\/_api\/(?:file-area\/)?(zh-tw|en|ja)\//.exec(sendPath)?.[1] as ApiLang | undefined;
  return lang ? apiPath(lang, 'xsrf-token') : '/_api/xsrf-token';
}

async function fetchXsrfToken(sendPath: string): Promise<string> {
  const response = await fetch(xsrfTokenPath(sendPath), {
    headers: ajax,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`xsrf-token answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function currentXsrfToken(sendPath: string, renew = false): Promise<string> {
  if (renew || !xsrfToken)
    xsrfToken = fetchXsrfToken(sendPath).catch((error: unknown) => ((xsrfToken = undefined), Promise.reject(error)));
  return xsrfToken;
}

/** A random key for one filled-in form; kept until the form is sent successfully. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export async function sendForm<T>(path: string, body: unknown, idempotencyKey?: string): Promise<SendOutcome<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    let response: Response;
    try {
      const token = await currentXsrfToken(path, attempt > 0);
      response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          ...ajax,
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': token,
          // The API has no zh-cn (spec section 7): this tells it to write the visitor's mail in simplified characters.
          'X-Site-Locale': splitLocale(window.location.pathname).locale,
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      // Nothing is queued to be sent later (no personal data leaves without the visitor's action):
      // the form keeps what was typed and says why it was not sent.
      return {
        ok: false,
        kind: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network',
      };
    }
    const answer = (await response.json().catch(() => ({}))) as {
      data?: T;
      errors?: Record<string, string>;
      message?: string;
    };
    if (response.ok && answer.data !== undefined) return { ok: true, data: answer.data };
    // An expired token (a page left open for hours) is renewed once, silently.
    if (response.status === 403 && attempt === 0) continue;
    if (response.status === 400 && answer.errors) return { ok: false, kind: 'invalid', errors: answer.errors };
    if (response.status === 404) return { ok: false, kind: 'not-found', message: answer.message };
    // 410: a survey out of its period, a registration past its deadline or full.
    if (response.status === 410) return { ok: false, kind: 'closed', message: answer.message };
    // 409: the first attempt of this very submission (same Idempotency-Key) is still running.
    if (response.status === 409) return { ok: false, kind: 'pending' };
    if (response.status === 429) return { ok: false, kind: 'rate-limited' };
    if (response.status === 403) return { ok: false, kind: 'expired' };
    return { ok: false, kind: 'server', message: answer.message };
  }
  return { ok: false, kind: 'expired' };
}

/** Which "not sent" notice a failed answer gets (validation errors are shown by field instead). */
export function notSentReason(
  kind: Exclude<SendOutcome<unknown>, { ok: true }>['kind'],
): 'offline' | 'network' | 'rateLimited' | 'expired' | 'server' {
  if (kind === 'rate-limited') return 'rateLimited';
  if (kind === 'expired' || kind === 'network' || kind === 'offline') return kind;
  return 'server';
}
