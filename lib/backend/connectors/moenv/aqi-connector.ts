import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type sampleFile from '@/data/live-samples/moenv-aqx_p_432-2023-02-07.json';
import { getEnv } from '@/lib/env';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';

const sample = readDataFile<typeof sampleFile>('live-samples/moenv-aqx_p_432-2023-02-07.json');

/** One aqx_p_432 record as the service sends it: every value a string, "" when missing. */
const recordSchema = z.object({
  sitename: z.string(),
  county: z.string(),
  aqi: z.string(),
  pollutant: z.string().default(''),
  status: z.string(),
  'pm2.5': z.string().default(''),
  pm10: z.string().default(''),
  o3_8hr: z.string().default(''),
  publishtime: z.string(),
  latitude: z.string().default(''),
  longitude: z.string().default(''),
  siteid: z.string().default(''),
});
export type AqiRecord = z.infer<typeof recordSchema>;

/**
 * The v2 answer is `{fields, __extras: {api_key}, _links, records: [...]}`; some clients see a bare
 * array. Only `records` is kept: `__extras` and `_links` echo the caller's API key, and nothing
 * that holds it may be cached, logged or passed on.
 */
export function parseAqiResponse(body: unknown): AqiRecord[] {
  const records = Array.isArray(body) ? body : z.object({ records: z.array(z.unknown()) }).parse(body).records;
  return z.array(recordSchema).parse(records);
}

export type AqiConnector = { stations(): Promise<{ records: AqiRecord[]; provenance: Provenance }> };

export function moenvAqiConnector(origin: string, key: string, timeoutMs: number): AqiConnector {
  return {
    async stations() {
      const records = await liveCache.get('moenv:aqx_p_432', cachePeriodsMs.airQuality, async () => {
        const url = new URL('/api/v2/aqx_p_432', origin);
        url.search = new URLSearchParams({
          api_key: key,
          limit: '1000',
          sort: 'ImportDate desc',
          format: 'JSON',
        }).toString();
        return parseAqiResponse(await fetchJson(url.toString(), { timeoutMs }));
      });
      return { records, provenance: liveProvenance('moenv') };
    },
  };
}

/** Sample: the recording of 2023-02-07 18:00 (19 central-Taiwan stations); publishtime left as recorded. */
export const sampleAqiConnector: AqiConnector = {
  async stations() {
    return { records: parseAqiResponse(sample), provenance: sampleProvenance('2023-02-07', 'moenv') };
  },
};

export function currentAqiConnector(): AqiConnector {
  const env = getEnv();
  return env.MOENV_API_KEY
    ? moenvAqiConnector(env.MOENV_API_ORIGIN, env.MOENV_API_KEY, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleAqiConnector;
}

/** "2023/02/07 18:00:00" (Taiwan time) → "2023-02-07T18:00:00+08:00". */
export function publishTimeIso(value: string): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}${match[5] ?? ':00'}+08:00` : null;
}
