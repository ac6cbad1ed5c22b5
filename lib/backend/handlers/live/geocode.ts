import 'server-only';
import { zipInfo } from '@/lib/domain/live/zip-table';
import { listDistricts } from '../../content/taxonomy';
import { currentGeocoder } from '../../geo/maps-service';
import type { EndpointRequest } from '../../http';
import { requirePoint } from './query';
import { fromUpstream } from './upstream';

/**
 * GET /_api/{lang}/geocode?lat=&lng= — the postal code of a point (our addition to the contract,
 * the server half of the spec's "maps service"). Answer:
 * { data: { status: 'found', zipcode, county, town, name, inArea, source } | { status: 'outside', zipcode: null, inArea: false, source } }
 * `name` is the township in the request's language when the site knows it, else the MOI name.
 */
export async function geocodeHandler({ lang, query }: EndpointRequest) {
  const point = requirePoint(query);
  const result = await fromUpstream('maps', () => currentGeocoder().reverse(point));
  if (result.status === 'outside')
    return { data: { status: 'outside' as const, zipcode: null, inArea: false, source: result.source } };
  const localized = listDistricts(lang).find((district) => district.zipcode === result.zipcode)?.name;
  const name = localized ?? (lang === 'en' && result.townEng ? result.townEng : result.town);
  return {
    data: {
      status: 'found' as const,
      zipcode: result.zipcode,
      county: result.county,
      town: result.town,
      name,
      inArea: zipInfo(result.zipcode) !== undefined,
      source: result.source,
    },
  };
}
