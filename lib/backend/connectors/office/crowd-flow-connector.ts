import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type sampleFile from '@/data/live-samples/crowd-flow-trimt-sample.json';
import { getEnv } from '@/lib/env';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';

const sample = readDataFile<typeof sampleFile>('live-samples/crowd-flow-trimt-sample.json');

/** Spec section 7: "GET crowd flow: response data, centers, date_time (+08:00)". */
export const crowdFlowFeedSchema = z.object({
  data: z.array(z.object({ center_id: z.number().int(), total: z.number().int().min(0) })),
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  date_time: z.string().regex(/\+08:00$/),
});
export type CrowdFlowFeed = z.infer<typeof crowdFlowFeedSchema>;

export type CrowdFlowConnector = { current(): Promise<{ feed: CrowdFlowFeed; provenance: Provenance }> };

/** The office's counter feed at CROWD_FLOW_URL, answering the contract's shape (checked), five minutes in the cache. */
export function httpCrowdFlowConnector(url: string, timeoutMs: number): CrowdFlowConnector {
  return {
    async current() {
      const feed = await liveCache.get('office:crowd-flow', cachePeriodsMs.crowdFlow, async () =>
        crowdFlowFeedSchema.parse(await fetchJson(url, { timeoutMs })),
      );
      return { feed, provenance: liveProvenance('office') };
    },
  };
}

export const sampleCrowdFlowConnector: CrowdFlowConnector = {
  async current() {
    return {
      feed: crowdFlowFeedSchema.parse(sample.response),
      provenance: sampleProvenance(sample.recordedAt, 'office', 'constructed'),
    };
  },
};

export function currentCrowdFlowConnector(): CrowdFlowConnector {
  const env = getEnv();
  return env.CROWD_FLOW_URL
    ? httpCrowdFlowConnector(env.CROWD_FLOW_URL, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleCrowdFlowConnector;
}
