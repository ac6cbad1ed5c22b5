import 'server-only';
import { nearbyRangesKm, withinRange } from '@/lib/domain/live/nearby';
import { currentBusConnector } from '../../connectors/tdx/bus-connector';
import { currentToiletConnector } from '../../connectors/moenv/toilet-connector';
import { attractionTextIn } from '../../content/attractions';
import type { EndpointRequest } from '../../http';
import { rangeKm, requirePoint } from './query';
import { fromUpstream } from './upstream';

/**
 * GET /_api/{lang}/bus-stop?lat=&lng=[&range=1]
 * → { data: [{ id, name, lat, lng, city, distance }] nearest first, within range km, sample, sampleKind, recordedAt, attribution }
 */
export async function busStopHandler({ lang, query }: EndpointRequest) {
  const point = requirePoint(query);
  const km = rangeKm(query, nearbyRangesKm.busStop);
  const { stops, provenance } = await fromUpstream('bus stop', () => currentBusConnector().stopsNear(point, km));
  const named = stops.map(({ nameEn, ...stop }) => ({ ...stop, name: lang === 'en' && nameEn ? nameEn : stop.name }));
  return { data: withinRange(named, point, km), ...provenance };
}

/**
 * GET /_api/{lang}/toilet?lat=&lng=[&range=0.5]
 * → { data: [{ id, name, address, lat, lng, grade, kinds, diaper, distance }] nearest first, sample, sampleKind, recordedAt, attribution }
 * Names and addresses are Chinese as MOENV publishes them, except the name (and, where it is the
 * same one, the address) of a toilet at a place the site describes, given in the language asked
 * (`nameLocalized`, `addressLocalized`).
 */
export async function toiletHandler({ lang, query }: EndpointRequest) {
  const point = requirePoint(query);
  const km = rangeKm(query, nearbyRangesKm.toilet);
  const { toilets, provenance } = await fromUpstream('public toilet', () =>
    currentToiletConnector().toiletsNear(point),
  );
  // The service names toilets in Chinese only; one at a place the site describes takes its name there.
  const named = toilets.map((toilet) => {
    const own = lang === 'zh-tw' ? undefined : attractionTextIn(toilet.name, toilet.address, lang);
    if (!own) return toilet;
    const address = own.address ? { address: own.address, addressLocalized: true } : {};
    return { ...toilet, name: own.name, nameLocalized: true, ...address };
  });
  return { data: withinRange(named, point, km), ...provenance };
}
