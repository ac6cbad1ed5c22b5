import 'server-only';
import { isDetailId, isViewedSection, type ViewedSection } from '@/lib/routing/detail-address';
import { embeddedItemExists } from '../content/detail-ids';
import { countViewOnce } from '../db/view-marks';
import { ApiHttpError, NoContent, type EndpointRequest } from '../http';
import { isAutomatedAgent, isPrefetch } from '../security/automated-agent';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { visitorIdOf } from '../security/visitor-id';

/**
 * The view counter of each site section with detail pages: the name its detail endpoint counts
 * under, which the lists and orderings read. (The section registry will carry this column.)
 */
const counterOf: Record<ViewedSection, string> = {
  attractions: 'attractions',
  attraction: 'attractions',
  news: 'news',
  events: 'activities',
  tours: 'tours',
  trails: 'hiking-trails',
  bikeways: 'biking-trails',
  souvenirs: 'souvenirs',
  ecology: 'flora-and-fauna',
};

/**
 * Far above what one reader opens (one page every two seconds for ten minutes), so a tour group
 * behind one mobile address is not cut off, yet it bounds the writes one address can cause.
 */
const viewLimit = 300;
const viewWindowSeconds = 600;

/**
 * POST views/:section/:id — a detail page in the browser reports that it was viewed (the page
 * itself is rendered once and served from cache, so rendering cannot count). Counted once per
 * visitor and item per window (lib/backend/db/view-marks.ts), never for crawlers, tools or
 * prefetches. Always 204 once the address is valid, whether or not it counted: the beacon reads
 * nothing, and a uniform answer tells a script or a prefetcher nothing about what was counted.
 */
export async function recordViewHandler({ params, headers }: EndpointRequest): Promise<NoContent> {
  const { section = '', id = '' } = params;
  if (!/^[a-z][a-z-]{0,39}$/.test(section)) throw new ApiHttpError(400, 'The section must be a section name of the site in lower case, such as attractions.');
  if (!isViewedSection(section)) throw new ApiHttpError(404, `No views are counted in section ${section}.`);
  if (!isDetailId(id)) throw new ApiHttpError(400, 'The id must be a positive whole number without leading zeros, such as 80.');
  if (!embeddedItemExists(section, Number(id))) throw new ApiHttpError(404, `No such item in ${section}.`);
  if (isAutomatedAgent(headers.get('user-agent')) || isPrefetch(headers)) return new NoContent();
  await consumeRateLimit(`views:${clientKeyOf(headers)}`, viewLimit, viewWindowSeconds);
  await countViewOnce(counterOf[section], Number(id), await visitorIdOf(headers));
  return new NoContent();
}
