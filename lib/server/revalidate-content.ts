import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getEnv } from '@/lib/env';

type Profile = Parameters<typeof revalidateTag>[1];

/**
 * The one place content is revalidated (an operator's edit through /_api, `npm run ops --
 * revalidate` through /_ops/revalidate, a registration's places): the pages that showed it are
 * rendered again, in every language.
 *
 * Twice: at once, and again when every render that had begun before the change has ended. Next
 * dates a cached page (and a backend answer in its data cache) by when it was stored, not by when
 * its data was read, so a render under way at the moment of the change, having read the old text,
 * stores it after the change as a fresh page, for the page's whole lifetime (five minutes) in that
 * language (e2e/revalidation-race.desktop.spec.ts). The second expiry comes after the longest such
 * render: the page's backend budget (every call of a render ends within it) and the render's own
 * time. It is run after the answer (`after`); a server asked to stop waits for it, at most that long.
 *
 * The search indexes follow by themselves: each compares what it was built from on use (lib/search's
 * site-index-cache and ask-me-records), so the first search after a change builds the new one,
 * once, and a change made through another server of a cluster is found too. They are not rebuilt
 * here: a warm-up renders the search page in four languages (thirty-odd list calls), operators
 * revalidate in bursts (e2e/cluster.desktop.spec.ts revalidates every 5 s while it waits for view
 * counts), and with a remote backend queued warm-ups all reached a hung backend before its breaker
 * opened (35 calls where 3 belong). They are built ahead once, at start (search-warm-up.ts).
 */
export function revalidateContent(tags: readonly string[], profile: Profile): void {
  expire(tags, profile);
  const settleMs = rendersUnderWayEndWithinMs();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    expire(tags, profile);
  });
}

/** A render's backend calls end within the page's budget; 2.5 s more for rendering on a loaded machine. */
function rendersUnderWayEndWithinMs(): number {
  return getEnv().BACKEND_PAGE_BUDGET_MS + 2_500;
}

function expire(tags: readonly string[], profile: Profile): void {
  for (const tag of tags) revalidateTag(tag, profile);
}
