import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import type sampleFile from '@/data/live-samples/cwa-F-D0047-091-2025-03-09.json';
import { getEnv } from '@/lib/env';
import type { ZipInfo } from '@/lib/domain/live/zip-table';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';
import { toForecast, type Forecast } from './forecast';
import { parseCwaForecast, type CwaLocation } from './parse';

const sample = readDataFile<typeof sampleFile>('live-samples/cwa-F-D0047-091-2025-03-09.json');

/** A township of the area (by its zip row) or a whole county (CWA's county-level forecast). */
export type ForecastTarget =
  { kind: 'township'; zip: ZipInfo } | { kind: 'county'; countyCode: string; county: string };
export type ForecastAnswer = { forecast: Forecast; scope: 'township' | 'county'; provenance: Provenance };

/** What the weather and UV endpoints need from CWA, wherever it comes from. */
export type WeatherConnector = {
  forecast(target: ForecastTarget, options: { threeHour: boolean }): Promise<ForecastAnswer>;
};

/** 3-day (3-hourly) township datasets per county; the 1-week (12-hourly) one is the id + 2 (upstream/README.md §1). */
const threeDayDataset: Record<string, number> = { '10004': 9, '10005': 13, '66000': 73, '10007': 17, '10008': 21 };

export function datasetId(countyCode: string, threeHour: boolean): string {
  const base = threeDayDataset[countyCode];
  if (base === undefined) throw new Error(`No CWA township dataset for county ${countyCode}`);
  return `F-D0047-${String(threeHour ? base : base + 2).padStart(3, '0')}`;
}

/**
 * Real service: the county's whole township dataset, picked by the township's MOI code. One call
 * per county and hour serves all of its townships, and no name filter is needed (CWA renamed its
 * query parameters with the 2024 shape change; the geocode match works in both shapes).
 */
export function cwaWeatherConnector(origin: string, key: string, timeoutMs: number): WeatherConnector {
  return {
    async forecast(target, { threeHour }) {
      // Counties: the island-wide county-level 1-week set (F-D0047-091), as recorded in upstream 1.1.
      const dataset = target.kind === 'township' ? datasetId(target.zip.countyCode, threeHour) : 'F-D0047-091';
      const [geocode, name] =
        target.kind === 'township'
          ? [target.zip.townCode, target.zip.district]
          : [`${target.countyCode}000`, target.county];
      const locations = await liveCache.get(`cwa:${dataset}`, cachePeriodsMs.weather, async () => {
        const url = new URL(`/api/v1/rest/datastore/${dataset}`, origin);
        url.search = new URLSearchParams({ Authorization: key, format: 'JSON' }).toString();
        return parseCwaForecast(await fetchJson(url.toString(), { timeoutMs }));
      });
      const location = pick(locations, geocode, name);
      if (!location) throw new Error(`CWA ${dataset} has no forecast for ${geocode}`);
      return { forecast: toForecast(location), scope: target.kind, provenance: liveProvenance('cwa') };
    },
  };
}

/**
 * Sample: the recorded 1-week forecast of 2025-03-09 (file 1.1, new shape). No township-level
 * recording of these counties exists, so the county's forecast stands in (scope: 'county'), and
 * a three-hour request still gets 12-hour periods (intervalHours says so). Timestamps are left
 * as recorded: the answer is marked sample with its recording date, and shifting dates would
 * make an old forecast look current.
 */
export const sampleWeatherConnector: WeatherConnector = {
  async forecast(target) {
    const [countyCode, county] =
      target.kind === 'township' ? [target.zip.countyCode, target.zip.county] : [target.countyCode, target.county];
    const locations = await liveCache.get('cwa:sample', Number.POSITIVE_INFINITY, async () => parseCwaForecast(sample));
    const location = pick(locations, `${countyCode}000`, county);
    if (!location) throw new Error(`The CWA sample has no county ${county}`);
    return { forecast: toForecast(location), scope: 'county', provenance: sampleProvenance('2025-03-09', 'cwa') };
  },
};

function pick(locations: CwaLocation[], geocode: string, name: string): CwaLocation | undefined {
  return (
    locations.find((location) => location.geocode === geocode) ??
    locations.find((location) => location.name.replace(/台/g, '臺') === name)
  );
}

export function currentWeatherConnector(): WeatherConnector {
  const env = getEnv();
  return env.CWA_API_KEY
    ? cwaWeatherConnector(env.CWA_API_ORIGIN, env.CWA_API_KEY, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleWeatherConnector;
}
