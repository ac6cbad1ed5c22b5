import 'server-only';
import { attractionStore } from '../../content/attractions';
import { currentCrowdFlowConnector } from '../../connectors/office/crowd-flow-connector';
import type { EndpointRequest } from '../../http';
import { fromUpstream } from './upstream';

/**
 * GET /_api/{lang}/visitor-information-center-flow
 * → { data: [{ center_id, total }], centers: [{ id, name }], date_time: '…+08:00', sample, sampleKind, recordedAt, attribution }
 * (spec section 7). Centre names come in the request's language from the visitor-centre seed
 * records when the id is one of ours, else as the feed sent them.
 */
export async function crowdFlowHandler({ lang }: EndpointRequest) {
  const { feed, provenance } = await fromUpstream('crowd flow', () => currentCrowdFlowConnector().current());
  const centers = feed.centers.map((center) => ({
    id: center.id,
    name: attractionStore.find(center.id)?.i18n[lang].name ?? center.name,
  }));
  return { data: feed.data, centers, date_time: feed.date_time, ...provenance };
}
