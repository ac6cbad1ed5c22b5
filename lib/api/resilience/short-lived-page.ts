import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Asks Next to render the current page again after `seconds` instead of its usual period (ISR,
 * 300 s): for a page rendered while the backend failed and no earlier answer could stand in, so
 * that it shows "No data" for a short while, not for five minutes after the backend is back.
 *
 * The supported rule used here: a route's revalidation period is the lowest `revalidate` of the
 * cached data it reads during the render ("Individual fetch requests can set a lower revalidate
 * than the route's default revalidate … based on some criteria", Next's caching guide;
 * `unstable_cache` applies its own `revalidate` to the render the same way). So the render reads
 * one tiny cached value whose `revalidate` is `seconds`. A page rendered per request is not
 * cached anyway and is unaffected; outside Next (unit tests) there is nothing to shorten.
 */
export async function keepPageBriefly(seconds: number): Promise<void> {
  try {
    await unstable_cache(async () => seconds, ['backend-unavailable-render', String(seconds)], {
      revalidate: seconds,
    })();
  } catch {
    // No Next request (tests, scripts): nothing to shorten.
  }
}
