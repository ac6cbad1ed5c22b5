import 'server-only';
import { incrementHits, readHits } from '../db/hits';
import { findAttractionSeed, listAttractionSeeds, toAttractionWire } from '../content/attractions';
import { ApiHttpError, type EndpointRequest } from '../http';
import { envelope } from './envelope';

const resource = 'attractions';

/** GET attractions — attractions; `attraction=false` gives the visitor centres instead (spec section 7). */
export async function listAttractionsHandler({ lang, query }: EndpointRequest) {
  const attraction = query.get('attraction');
  if (attraction !== null && attraction !== 'true' && attraction !== 'false') {
    throw new ApiHttpError(400, 'attraction must be true or false.');
  }
  const wanted = attraction === 'false' ? 'visitor-center' : 'attraction';
  const counts = await readHits(resource);
  const data = listAttractionSeeds()
    .filter((seed) => seed.type === wanted)
    .map((seed) => toAttractionWire(seed, lang, counts.get(seed.id) ?? 0));
  return envelope(lang, data);
}

/** GET attractions/:id — one attraction or visitor centre; each call counts one view. */
export async function getAttractionHandler({ lang, params }: EndpointRequest) {
  const id = Number(params.id);
  const seed = Number.isSafeInteger(id) && id > 0 ? findAttractionSeed(id) : undefined;
  if (!seed) throw new ApiHttpError(404, 'No such attraction.');
  const count = await incrementHits(resource, seed.id);
  return envelope(lang, toAttractionWire(seed, lang, count));
}
