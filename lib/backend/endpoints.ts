import 'server-only';
import type { Endpoint } from './registry';
import { getAttractionHandler, listAttractionsHandler } from './handlers/attractions';
import { featuredBannerHandler } from './handlers/featured-banner';

/** Every endpoint under /_api/{lang}/. Later resources add their lines here. */
export const languageEndpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'attractions', handler: listAttractionsHandler },
  { method: 'GET', pattern: 'attractions/:id', handler: getAttractionHandler },
  { method: 'POST', pattern: 'opendata/featuredbanner', handler: featuredBannerHandler },
];
