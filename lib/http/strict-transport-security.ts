/** A year, and the site's subdomains with it (the file-area host, for one). */
export const strictTransportSecurityValue = 'max-age=31536000; includeSubDomains';

/**
 * Whether answers carry Strict-Transport-Security, and its value. The signal is the public address
 * (SITE_URL), not the request: behind a proxy that ends TLS, the server itself is reached over
 * plain HTTP. `HSTS` overrides it — `off` when the proxy in front sends its own header, or while
 * HTTPS is still on trial (a browser keeps the promise for a year); `on` sends it whatever SITE_URL
 * says (a browser ignores it on a plain-HTTP answer).
 */
export function strictTransportSecurity({
  hsts,
  siteUrl,
}: {
  hsts?: 'on' | 'off';
  siteUrl: string;
}): string | undefined {
  const on = hsts ? hsts === 'on' : servedOverHttps(siteUrl);
  return on ? strictTransportSecurityValue : undefined;
}

/** The site's public address is an https:// one. */
export function servedOverHttps(siteUrl: string): boolean {
  return /^https:\/\//i.test(siteUrl);
}
