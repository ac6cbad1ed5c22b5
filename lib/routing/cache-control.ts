/**
 * The Cache-Control of a page Next serves from its cache is `s-maxage=N, stale-while-revalidate=M`
 * (it has no setting for more). A CDN in front may keep such a page: say so plainly with `public`,
 * as the office's CDN and the HTTP caching spec read it. A response that sets a cookie is personal
 * whatever Next said: it is never stored by anyone. Everything else (Next's `private, no-store` for
 * pages rendered per request) is left as it is.
 */
export function sharedCacheControl(value: string, setsCookie: boolean): string {
  if (setsCookie) return 'private, no-cache, no-store, max-age=0, must-revalidate';
  return /^s-maxage=\d+/.test(value) ? `public, ${value}` : value;
}
