import 'server-only';

/**
 * User-Agents of clients that are not someone reading the page: search engines' and link
 * previewers' crawlers (Googlebot, bingbot, Yahoo's Slurp, Baiduspider, facebookexternalhit…),
 * command-line tools and HTTP libraries, audit and uptime tools. Kept broad because a false
 * "automated" only loses one view. Not here: headless Chrome as such (it is how our own end-to-end
 * tests and some assistive tools browse), and "Cubot", a phone maker whose name ends in "bot".
 */
const automatedAgent =
  /(?<!cu)bot(?![a-z])|crawl|spider|slurp|archiver|scraper|facebookexternalhit|embedly|preview|mediapartners|feedfetcher|google-|lighthouse|pagespeed|pingdom|uptime|monitor|phantomjs|prerender|headless(?!chrome)|curl|wget|httpie|python|aiohttp|httpx|java\/|okhttp|apache-httpclient|go-http-client|node-fetch|undici|axios|libwww|perl|ruby|php\/|postman|insomnia|dart\/|deno\/|^node$/i;

/** Whether a request's User-Agent is a crawler or a tool; a missing or blank one counts as one too. */
export function isAutomatedAgent(userAgent: string | null): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || automatedAgent.test(agent);
}

/**
 * Whether the browser sent the request ahead of a visit that may never happen: Chromium's
 * speculation rules and link prefetch (`Sec-Purpose: prefetch`, also `prefetch;prerender`), the
 * older `Purpose: prefetch`, Firefox's `X-Moz: prefetch` and Safari's `X-Purpose: preview`.
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [
    headers.get('sec-purpose'),
    headers.get('purpose'),
    headers.get('x-moz'),
    headers.get('x-purpose'),
  ].join(' ');
  return /prefetch|preview/i.test(purpose);
}
