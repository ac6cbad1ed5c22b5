import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type sampleFile from '@/data/live-samples/moenv-fac_p_07-trimt-sample.json';
import { getEnv } from '@/lib/env';
import type { LatLng } from '@/lib/domain/latlng';
import { findTownship } from '../../geo/township-geocoder';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';

const sample = readDataFile<typeof sampleFile>('live-samples/moenv-fac_p_07-trimt-sample.json');

/** One public toilet site; the dataset has a row per kind (men's, women's, accessible, ...), merged here. */
export type ToiletSite = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  grade: string | null;
  kinds: string[];
  diaper: boolean;
};

const recordSchema = z.object({
  number: z.string(),
  name: z.string(),
  address: z.string().default(''),
  latitude: z.string(),
  longitude: z.string(),
  grade: z.string().default(''),
  type2: z.string().default(''),
  diaper: z.string().default(''),
});

/** fac_p_07 v2 answer (`{records}` or a bare array, as with aqx_p_432); the echoed key is dropped with the wrapper. */
export function parseToilets(body: unknown): ToiletSite[] {
  const records = Array.isArray(body) ? body : z.object({ records: z.array(z.unknown()) }).parse(body).records;
  const sites = new Map<string, ToiletSite>();
  for (const record of z.array(recordSchema).parse(records)) {
    const lat = Number(record.latitude);
    const lng = Number(record.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
    const key = `${record.name}@${record.latitude},${record.longitude}`;
    const site = sites.get(key) ?? {
      id: record.number,
      name: record.name,
      address: record.address,
      lat,
      lng,
      grade: record.grade || null,
      kinds: [],
      diaper: false,
    };
    if (record.type2 && !site.kinds.includes(record.type2)) site.kinds.push(record.type2);
    site.diaper ||= record.diaper === '1' || record.diaper === '有';
    sites.set(key, site);
  }
  return [...sites.values()];
}

export type ToiletConnector = {
  toiletsNear(point: LatLng): Promise<{ toilets: ToiletSite[]; provenance: Provenance }>;
};

/**
 * Real service: the rows of the point's township (MOENV v2 `filters=county,EQ,…|city,EQ,…`), a
 * day in the cache. The filter syntax and field names follow public client code and MOENV's
 * v2 API notes, not a recording (upstream/README.md §5): check them when a key is available.
 */
export function moenvToiletConnector(origin: string, key: string, timeoutMs: number): ToiletConnector {
  return {
    async toiletsNear(point) {
      const township = findTownship(point);
      if (!township) return { toilets: [], provenance: liveProvenance('moenv') };
      const toilets = await liveCache.get(`moenv:fac_p_07:${township.townCode}`, cachePeriodsMs.toilets, async () => {
        const url = new URL('/api/v2/fac_p_07', origin);
        url.search = new URLSearchParams({
          api_key: key,
          format: 'JSON',
          limit: '1000',
          filters: `county,EQ,${township.county}|city,EQ,${township.town}`,
        }).toString();
        return parseToilets(await fetchJson(url.toString(), { timeoutMs }));
      });
      return { toilets, provenance: liveProvenance('moenv') };
    },
  };
}

export const sampleToiletConnector: ToiletConnector = {
  async toiletsNear() {
    return {
      toilets: parseToilets(sample.response),
      provenance: sampleProvenance(sample.recordedAt, 'moenv', 'constructed'),
    };
  },
};

export function currentToiletConnector(): ToiletConnector {
  const env = getEnv();
  return env.MOENV_API_KEY
    ? moenvToiletConnector(env.MOENV_API_ORIGIN, env.MOENV_API_KEY, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleToiletConnector;
}
