import { localSiteUrl } from '@/lib/env';

/**
 * Settings only a deployment has. A server started with any of them serves the public (or mails
 * it, or shares its data with other servers), so links to localhost in its canonical URLs,
 * hreflang, sitemap, robots, JSON-LD and mails would be published: it must be told its address.
 * `npm run setup` sets none of them, so a trial on one machine starts with a warning instead.
 */
const deploymentSettings = [
  'SITE_ENV',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'FILE_AREA_HOST',
  'BACKEND_ORIGIN',
  'TRUSTED_PROXY_HOPS',
] as const;

export type SiteUrlCheck = { refuse: string } | { warn: string } | undefined;

/** What a server starting with these variables does about SITE_URL. */
export function checkSiteUrl(vars: Record<string, string | undefined>): SiteUrlCheck {
  if (vars.SITE_URL) return undefined;
  const isSet = (name: (typeof deploymentSettings)[number]) => {
    const value = vars[name];
    if (!value) return false;
    if (name === 'SITE_ENV') return value !== 'development';
    if (name === 'TRUSTED_PROXY_HOPS') return value !== '0';
    return true;
  };
  const signs = deploymentSettings.filter(isSet);
  if (signs.length > 0) {
    return {
      refuse: [
        `SITE_URL is not set, but ${signs.join(', ')} ${signs.length > 1 ? 'say' : 'says'} this server is a deployment.`,
        'Set SITE_URL to the public address visitors use (for example https://www.trimt-nsa.gov.tw): it is written into',
        'canonical links, hreflang alternates, the sitemap, robots.txt, structured data and the mails.',
      ].join('\n'),
    };
  }
  return {
    warn: [
      `Warning: SITE_URL is not set; pages, the sitemap and mails link to ${localSiteUrl(vars.PORT)} (this machine only).`,
      'Set SITE_URL to the public address before anyone else uses this server (README: "Environment variables").',
    ].join('\n'),
  };
}
