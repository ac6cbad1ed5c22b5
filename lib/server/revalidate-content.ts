import { revalidateTag } from 'next/cache';
import { getEnv } from '@/lib/env';
import { scheduleSearchWarmUp } from './search-warm-up';

/**
 * The one place content is revalidated (an operator's edit through /_api, `npm run ops --
 * revalidate` through /_ops/revalidate): the pages that showed it are rendered again, and the
 * search indexes built from it are rebuilt in the background (lib/server/search-warm-up.ts), so
 * neither the site search nor the assistant keeps answering with the old words, and the first
 * search after the edit does not wait for the new index. (Each index also compares what it was
 * built from on use, lib/search's site-index-cache and ask-me-records, so a change on another
 * server of a cluster is found too.)
 *
 * With a remote backend (BACKEND_ORIGIN) the indexes are rebuilt on the next search instead: a
 * warm-up renders the search page in four languages, about thirty list calls at once, and a
 * revalidation is often the moment a backend is being changed; those calls all started before a
 * hung backend's breaker could open (e2e/failing-backend.desktop.spec.ts saw 35 where 3 belong).
 */
export function revalidateContent(tags: readonly string[], profile: Parameters<typeof revalidateTag>[1]): void {
  for (const tag of tags) revalidateTag(tag, profile);
  if (!getEnv().BACKEND_ORIGIN) scheduleSearchWarmUp();
}
