/**
 * `generateStaticParams` of every cached page: no page is rendered at build; each address is
 * rendered on its first request, in each language and for each id, and then served from Next's
 * cache (ISR) until its content is revalidated. The build so needs no backend and no database, and
 * the same build serves any environment (SITE_URL, SITE_ENV, BACKEND_ORIGIN are read at run time).
 */
export function renderOnFirstRequest(): [] {
  return [];
}
