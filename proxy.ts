import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { getEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { decideProxy } from '@/lib/routing/proxy-rules';

// Next 16 calls this file `proxy.ts` (it was `middleware.ts` before): language prefixes through
// next-intl, the /zh-tw alias, the file-area host, and pages hidden per language or off staging.
const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const env = getEnv();
  const isStaging = env.SITE_ENV === 'staging';
  const decision = decideProxy({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host'),
    fileAreaHost: env.FILE_AREA_HOST,
    isStaging,
  });

  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  } else if (decision.kind === 'not-found') {
    // The localized catch-all answers 404 with the site's 404 page, in the request's language.
    response = handleI18nRouting(withPathname(request, localizedPath(decision.locale, '/_not-found-page')));
  } else if (decision.kind === 'rewrite') {
    response = handleI18nRouting(withPathname(request, decision.pathname));
  } else {
    response = handleI18nRouting(request);
  }
  // Staging previews are never indexed.
  if (isStaging) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

function withPathname(request: NextRequest, pathname: string): NextRequest {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return new NextRequest(url, request);
}

export const config = {
  // Everything except the backend, Next's own files and anything with a file extension.
  matcher: ['/((?!_api|_next|_vercel|.*\\..*).*)'],
};
