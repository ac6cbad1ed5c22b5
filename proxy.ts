import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { getEnv, isStagingSite } from '@/lib/env';
import { localizedPath, splitLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { knownItemExists } from '@/lib/api/item-exists';
import { knownStatisticsCoverage } from '@/lib/api/statistics-coverage';
import { judgePagePost } from '@/lib/routing/action-post';
import { badRequestResponse } from '@/lib/routing/bad-request';
import { backendTarget, forwardedHeaders } from '@/lib/routing/backend-forwarding';
import { queryTwinPath } from '@/lib/routing/query-pages';
import { fileAreaRequestHeader, usesFileAreaLayout } from '@/lib/routing/file-area-layout';
import { isPublicFile } from '@/lib/routing/public-files';
import { decideProxy, isBadPageQuery } from '@/lib/routing/proxy-rules';
import { serverActionIds } from '@/lib/routing/server-action-ids';
import {
  isBackendPath,
  isCrossSitePagePost,
  isMalformedPath,
  isOversizedPagePost,
  isOperatorPath,
  isMissingDetail,
  isPageMethod,
  pageMethods,
} from '@/lib/routing/request-guards';

// Next 16 calls this file `proxy.ts` (it was `middleware.ts` before): language prefixes through
// next-intl, the /zh-tw alias, the file-area host, and pages hidden per language or off staging.
const handleI18nRouting = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const rawPathname = request.nextUrl.pathname;
  if (isMalformedPath(rawPathname)) return badRequestResponse(rawPathname);
  if (isPublicFile(rawPathname)) return NextResponse.next();
  // The backend passes only for the check above; it answers its own methods and errors.
  if (isBackendPath(rawPathname)) return toBackend(request);
  if (isOperatorPath(rawPathname)) return NextResponse.next();
  if (!isPageMethod(request.method))
    return new NextResponse(null, { status: 405, headers: { Allow: pageMethods.join(', ') } });
  if (isCrossSitePagePost(request, getEnv().SITE_URL)) return badRequestResponse(rawPathname, 'cross-site');
  if (await isOversizedPagePost(request)) return badRequestResponse(rawPathname, 'too-large');
  const post = await judgePagePost(request, serverActionIds);
  if (post === 'unreadable' || post === 'no-action') return badRequestResponse(rawPathname, 'form');
  // A form from a page of the build before this one: the page again, as this build serves it (a
  // 303 makes it a GET), where the visitor presses the button again.
  if (post === 'unknown-action') return NextResponse.redirect(new URL(request.nextUrl.href, request.url), 303);

  const env = getEnv();
  const isStaging = isStagingSite(env);
  let decision = decideProxy({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host'),
    fileAreaHost: env.FILE_AREA_HOST,
    isStaging,
  });

  // The page that will answer: the file-area host serves the file area's pages at its root.
  const target = decision.kind === 'rewrite' ? decision.pathname : rawPathname;
  // Only the embedded backend's seed data can be asked here; with a remote one the page decides.
  if (decision.kind !== 'redirect' && decision.kind !== 'not-found' && isMissingDetail(target, knownItemExists))
    decision = { kind: 'not-found', locale: splitLocale(target).locale };
  // The file area's pages, and its 404 page, have the file area's own layout (spec section 2).
  const routed = markFileArea(request, usesFileAreaLayout(target));

  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  } else if (decision.kind === 'not-found') {
    // No page matches the rewritten path: app/global-not-found.tsx answers 404 in the request's language.
    response = rewriteThroughI18n(routed, localizedPath(decision.locale, '/_not-found-page'));
  } else if (decision.kind === 'rewrite') {
    response = rewriteThroughI18n(routed, decision.pathname);
  } else {
    const { pathname, searchParams } = request.nextUrl;
    const twin = queryTwinPath(pathname, searchParams);
    // A page with a query it reads is rendered for this request (lib/routing/query-pages.ts).
    response = twin ? rewriteThroughI18n(routed, twin) : handleI18nRouting(routed);
    if (isBadPageQuery(pathname, searchParams, knownStatisticsCoverage())) response = withStatus(response, 400);
  }
  // Staging previews are never indexed.
  if (isStaging) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** The embedded backend's route handlers, or the remote one's when BACKEND_ORIGIN is set. */
function toBackend(request: NextRequest): NextResponse {
  const origin = getEnv().BACKEND_ORIGIN;
  if (!origin) return NextResponse.next();
  return NextResponse.rewrite(backendTarget(request.nextUrl, origin), {
    request: { headers: forwardedHeaders(request.headers) },
  });
}

/**
 * Serves `pathname` instead of the requested path, with next-intl's locale headers. For a path
 * that already carries its locale prefix next-intl answers "continue" (no rewrite), which would
 * serve the original path, so the rewrite target is set here whenever next-intl did not set one.
 */
function rewriteThroughI18n(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = handleI18nRouting(new NextRequest(url, request));
  if (!response.headers.has('x-middleware-rewrite') && !response.headers.has('location')) {
    response.headers.set('x-middleware-rewrite', url.toString());
  }
  return response;
}

/**
 * The request as the pages see it: the file-area marker set when the address is in the file area,
 * and removed otherwise (a visitor cannot set it). next-intl passes request headers on to the page.
 */
function markFileArea(request: NextRequest, inFileArea: boolean): NextRequest {
  const has = request.headers.get(fileAreaRequestHeader) === '1';
  if (has === inFileArea && (inFileArea || !request.headers.has(fileAreaRequestHeader))) return request;
  const headers = new Headers(request.headers);
  if (inFileArea) headers.set(fileAreaRequestHeader, '1');
  else headers.delete(fileAreaRequestHeader);
  return new NextRequest(request, { headers });
}

/** The same routing answer (rewrite headers included) with another status code. */
function withStatus(response: NextResponse, status: number): NextResponse {
  return new NextResponse(response.body, { status, headers: response.headers });
}

export const config = {
  // Every address but Next's own files and the site's files at the root (app routes and public/'s
  // own root files, named one by one; tests/unit/proxy-matcher.test.ts keeps the list complete).
  // An address that only looks like a file comes through too (lib/routing/public-files.ts), and so
  // does all of /_api: the encoding check and, with a remote backend, the forwarding.
  matcher: [
    '/((?!_next/|icon\\.png$|apple-icon\\.png$|robots\\.txt$|sitemap\\.xml$|offline-pack\\.json$|sw\\.js$|og-default\\.png$|bench-static\\.txt$).*)',
  ],
};
