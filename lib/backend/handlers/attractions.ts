import 'server-only';
import { attractionStore, toAttractionWire } from '../content/attractions';
import { ApiHttpError } from '../http';
import { createListDetailHandlers } from './list-detail';

/**
 * GET attractions — attractions; `attraction=false` gives the visitor centres instead (spec
 * section 7). GET attractions/:id — one attraction or visitor centre with its views (counting
 * them is POST views/attractions/:id).
 */
export const attractionHandlers = createListDetailHandlers({
  resource: 'attractions',
  store: attractionStore,
  toWire: toAttractionWire,
  select: (records, query) => {
    const attraction = query.get('attraction');
    if (attraction !== null && attraction !== 'true' && attraction !== 'false') {
      throw new ApiHttpError(400, 'attraction must be true or false.');
    }
    const wanted = attraction === 'false' ? 'visitor-center' : 'attraction';
    return records.filter((seed) => seed.type === wanted);
  },
});
