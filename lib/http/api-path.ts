import type { ApiLang } from '@/lib/i18n/locales';

/** The backend's own section with its own endpoints (spec section 7: /_api/file-area/{lang}/...). */
export const fileAreaScope = 'file-area';

/**
 * The path segments below /_api of an endpoint: `{lang}/{endpoint}`, or for the file area's
 * endpoints (named `file-area/...`) `file-area/{lang}/{rest}`, where the spec places them.
 */
export function apiSegments(lang: ApiLang, endpoint: string): string[] {
  const [first, ...rest] = endpoint.split('/');
  return first === fileAreaScope ? [fileAreaScope, lang, ...rest] : [lang, ...endpoint.split('/')];
}

/** The same-origin address of an endpoint, for the browser's forms: `/_api/en/suggest-opinion`. */
export function apiPath(lang: ApiLang, endpoint: string): string {
  return `/_api/${apiSegments(lang, endpoint).join('/')}`;
}
