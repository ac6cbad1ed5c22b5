import { calendarOwnerPath, upcomingCalendarPath } from '@/lib/calendar/paths';
import { isCrossSite } from '@/lib/http/cross-site';
import { splitLocale } from '@/lib/i18n/locales';
import { sectionWithDetailsAt, type SectionKey } from '@/lib/sections';

/**
 * Checks the proxy makes before any routing, as pure functions so they are unit-tested without a
 * Next server.
 */

/**
 * A path whose percent-encoding is not valid UTF-8 (`%E0%A4%A`, a lone surrogate `%ED%A0%80`).
 * Next's route matcher throws on these and answers a bare, unlogged "Internal Server Error"
 * (vercel/next.js#94278), so the proxy answers 400 first.
 */
export function isMalformedPath(rawPathname: string): boolean {
  try {
    decodeURIComponent(rawPathname);
    return false;
  } catch {
    return true;
  }
}

/** The backend's paths (`/_api` and below): it answers its own methods and errors. */
export function isBackendPath(rawPathname: string): boolean {
  return rawPathname === '/_api' || rawPathname.startsWith('/_api/');
}

/** The site's operator endpoints (app/%5Fops, one folder each): machine endpoints with their own answers, no language. */
export const operatorEndpoints: readonly string[] = ['/_ops/revalidate'];

/**
 * One of the operator endpoints. Only those: any other `/_ops` address is routed like a page
 * address to the 404 page, which is rendered per request; let past the proxy, Next would take
 * `_ops` for a language and cache a page route's 404 (`/_ops/news/1`).
 */
export function isOperatorPath(rawPathname: string): boolean {
  return operatorEndpoints.includes(rawPathname);
}

/** The most a post to a page may carry: Next's limit for server actions, which fail with a bare 500 above it. */
export const pagePostLimitBytes = 1024 * 1024;

/**
 * A post to a page larger than a server action takes (the site's own actions send a few hundred
 * bytes). Judged by Content-Length, or by the body itself when none is given (Next has buffered it
 * for the proxy anyway).
 */
export async function isOversizedPagePost(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared)) return declared > pagePostLimitBytes;
  return (await request.clone().arrayBuffer()).byteLength > pagePostLimitBytes;
}

/**
 * A post to a page sent from another site. Next refuses such a server action with a bare 500;
 * the proxy answers 403 with a message first.
 */
export function isCrossSitePagePost(request: Request, siteUrl: string): boolean {
  return request.method === 'POST' && isCrossSite(request.headers, siteUrl);
}

/** Pages answer GET and HEAD, and POST for server actions (with or without JavaScript). */
export const pageMethods = ['GET', 'HEAD', 'POST'] as const;

export function isPageMethod(method: string): boolean {
  return (pageMethods as readonly string[]).includes(method);
}

/** The id segment of a detail page: a plain positive integer, no sign, no leading zero. */
export function isDetailId(segment: string): boolean {
  return /^[1-9]\d{0,8}$/.test(segment);
}

/** Pages of their own beside a section's ids (app/[locale]/(site)/applications/progress, the events' feed). */
const namedPages = new Set(['/applications/progress', upcomingCalendarPath]);

/**
 * A detail address whose item cannot exist (`/attractions/abc`, `/en/events/0007`) or, when
 * `exists` can tell, does not. The proxy sends it to the 404 page at once: a page calling
 * notFound() is answered 404 but its text is drawn only in the browser (vercel/next.js#62228),
 * whereas the 404 page reached this way is rendered on the server. `exists` answers undefined when
 * it cannot tell; then the page decides.
 */
export function isMissingDetail(
  pathname: string,
  exists?: (section: SectionKey, id: number) => boolean | undefined,
): boolean {
  const target = detailTarget(pathname);
  if (!target) return false;
  if (!isDetailId(target.id)) return true;
  return exists?.(target.section, Number(target.id)) === false;
}

/**
 * The section (of the registry) and id segment of a detail address (`/en/events/3` → events, "3";
 * `/file-area/activity/detail/2` → the file area's albums, "2"), else undefined.
 */
export function detailTarget(pathname: string): { section: SectionKey; id: string } | undefined {
  const { rest: path } = splitLocale(pathname);
  // An event's calendar file stands for its event.
  const rest = calendarOwnerPath(path) ?? path;
  if (namedPages.has(rest)) return undefined;
  const cut = rest.lastIndexOf('/');
  if (cut <= 0) return undefined;
  const found = sectionWithDetailsAt(rest.slice(0, cut));
  const id = rest.slice(cut + 1);
  if (!found || id === '') return undefined;
  return { section: found[0], id };
}
