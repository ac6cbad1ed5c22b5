import { savedCopyMeta } from './cache-names';

/**
 * Marks a page served from the cache (the network failed or was too slow): the page's script reads
 * the meta and shows "You are offline — this page was saved on …". Written right after <head> so
 * it is there before any script runs; a page without <head> is left as it is.
 */
export function markSavedCopy(html: string, savedAt: string): string {
  if (html.includes(`name="${savedCopyMeta}"`)) return html;
  const safe = savedAt.replace(/[^0-9A-Za-z:.+-]/g, '');
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="${savedCopyMeta}" content="${safe}">`);
}

/** Which answers a stored copy may be made of: complete, public HTML (never a personal or error page). */
export function isStorablePage(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  if (!(headers.get('content-type') ?? '').includes('text/html')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(no-store|private)\b/.test(cacheControl);
}
