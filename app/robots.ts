import type { MetadataRoute } from 'next';
import { getEnv, isStagingSite } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const env = getEnv();
  // Staging previews are never indexed.
  if (isStagingSite(env)) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/_api/'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
