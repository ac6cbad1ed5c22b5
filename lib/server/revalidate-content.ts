import { revalidateTag } from 'next/cache';

/**
 * The one place content is revalidated (an operator's edit through /_api, `npm run ops --
 * revalidate` through /_ops/revalidate, a registration's places): the pages that showed it are
 * rendered again. The search indexes follow by themselves: each compares what it was built from
 * on use (lib/search's site-index-cache and ask-me-records), so the first search after a change
 * builds the new one, once, and a change made through another server of a cluster is found too.
 * They are not rebuilt here: a warm-up renders the search page in four languages (thirty-odd list
 * calls), operators revalidate in bursts (e2e/cluster.desktop.spec.ts revalidates every 5 s while
 * it waits for view counts), and with a remote backend queued warm-ups all reached a hung backend
 * before its breaker opened (35 calls where 3 belong). They are built ahead once, at start
 * (search-warm-up.ts).
 */
export function revalidateContent(tags: readonly string[], profile: Parameters<typeof revalidateTag>[1]): void {
  for (const tag of tags) revalidateTag(tag, profile);
}
