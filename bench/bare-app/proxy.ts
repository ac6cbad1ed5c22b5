import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// next-intl's middleware as a Next 16 proxy, like the site's proxy.ts (without its extra guards).
export default createMiddleware(routing);

export const config = {
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
