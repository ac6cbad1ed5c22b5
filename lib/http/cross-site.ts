/**
 * A request sent from another site: the browser says so (Sec-Fetch-Site: cross-site), or the page
 * it came from (Origin) is neither this host nor the site's public address (`siteUrl`). A request
 * without these headers (a script, an older browser) is not judged here: the send endpoints still
 * need their signed token.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const own = [headers.get('x-forwarded-host'), headers.get('host'), new URL(siteUrl).host];
  return !own.some((candidate) => candidate?.split(',')[0]?.trim().toLowerCase() === host);
}
