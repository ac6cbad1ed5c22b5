import 'server-only';
import { isDetailId } from '@/lib/routing/detail-address';
import { detailSectionOf } from '@/lib/sections';
import { embeddedItemExists } from '../content/detail-ids';
import { countViewOnce, viewWindowMs } from '../db/view-marks';
import { ApiHttpError, NoContent, type EndpointRequest } from '../http';
import { isAutomatedAgent, isPrefetch } from '../security/automated-agent';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit, countInWindow } from '../security/rate-limit';
import { visitorIdOf } from '../security/visitor-id';

/**
 * Far above what one reader opens (one page every two seconds for ten minutes), so a tour group
 * behind one mobile address is not cut off, yet it bounds the writes one address can cause.
 */
const viewLimit = 300;
const viewWindowSeconds = 600;
/**
 * A visitor is an address with a browser (lib/backend/security/visitor-id.ts), and a script can
 * name a new browser with every request: so one address adds at most this many views to one item
 * per view window, whatever the User-Agents. A family or a group behind one address is a few
 * browsers; more, on one item within half an hour, is someone raising its count.
 */
const viewersPerAddressAndItem = 5;

/**
 * POST views/:section/:id — a detail page in the browser reports that it was viewed (the page
 * itself is rendered once and served from cache, so rendering cannot count). Counted once per
 * visitor and item per window (lib/backend/db/view-marks.ts), never for crawlers, tools or
 * prefetches. Always 204 once the address is valid, whether or not it counted: the beacon reads
 * nothing, and a uniform answer tells a script or a prefetcher nothing about what was counted.
 * The one exception is an address past `viewLimit`: 429, which bounds its writes and says so.
 */
export async function recordViewHandler({ params, headers }: EndpointRequest): Promise<NoContent> {
  const { section = '', id = '' } = params;
  if (!/^[a-z][a-z-]{0,39}$/.test(section))
    throw new ApiHttpError(400, 'The section must be a section name of the site in lower case, such as attractions.');
  // The registry says which sections count views, and under which counter (their endpoint's).
  const counted = detailSectionOf(section)?.[1];
  if (!counted?.views || !counted.endpoint) throw new ApiHttpError(404, `No views are counted in section ${section}.`);
  if (!isDetailId(id))
    throw new ApiHttpError(400, 'The id must be a positive whole number without leading zeros, such as 80.');
  if (!embeddedItemExists(counted.endpoint, Number(id))) throw new ApiHttpError(404, `No such item in ${section}.`);
  if (isAutomatedAgent(headers.get('user-agent')) || isPrefetch(headers)) return new NoContent();
  const address = clientKeyOf(headers);
  await consumeRateLimit(`views:${address}`, viewLimit, viewWindowSeconds);
  await countViewOnce(counted.endpoint, Number(id), await visitorIdOf(headers), {
    admit: async () =>
      (await countInWindow(`viewers:${address}:${counted.endpoint}:${id}`, viewWindowMs / 1000)) <=
      viewersPerAddressAndItem,
  });
  return new NoContent();
}
