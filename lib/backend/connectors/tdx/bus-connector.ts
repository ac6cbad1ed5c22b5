import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type sampleFile from '@/data/live-samples/tdx-bus-stops-trimt-sample.json';
import { getEnv } from '@/lib/env';
import type { LatLng } from '@/lib/domain/latlng';
import { findTownship } from '../../geo/township-geocoder';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';
import { tdxToken, type TdxCity } from './auth';

const sample = readDataFile<typeof sampleFile>('live-samples/tdx-bus-stops-trimt-sample.json');

export type BusStop = {
  id: string;
  name: string;
  nameEn: string | null;
  lat: number;
  lng: number;
  city: string | null;
};

/** TDX v2 Bus Stop (a bare array); also accepts DisplayStopOfRoute's route objects with `Stops`. */
const stopSchema = z.object({
  StopUID: z.string(),
  StopName: z.object({ Zh_tw: z.string().optional(), En: z.string().optional() }),
  StopPosition: z.object({ PositionLat: z.number(), PositionLon: z.number() }),
  City: z.string().optional(),
});
const stopsSchema = z.array(
  z.union([stopSchema, z.object({ City: z.string().optional(), Stops: z.array(stopSchema) })]),
);

export function parseTdxStops(body: unknown): BusStop[] {
  const stops = stopsSchema
    .parse(body)
    .flatMap((entry) =>
      'Stops' in entry ? entry.Stops.map((stop) => ({ ...stop, City: stop.City ?? entry.City })) : [entry],
    );
  const seen = new Set<string>();
  return stops.flatMap((stop) => {
    if (seen.has(stop.StopUID)) return [];
    seen.add(stop.StopUID);
    return [
      {
        id: stop.StopUID,
        name: stop.StopName.Zh_tw ?? stop.StopName.En ?? stop.StopUID,
        nameEn: stop.StopName.En ?? null,
        lat: stop.StopPosition.PositionLat,
        lng: stop.StopPosition.PositionLon,
        city: stop.City ?? null,
      },
    ];
  });
}

export type BusConnector = {
  stopsNear(point: LatLng, km: number): Promise<{ stops: BusStop[]; provenance: Provenance }>;
};

const cityOfCounty: Record<string, TdxCity> = {
  '10004': 'HsinchuCounty',
  '10005': 'MiaoliCounty',
  '66000': 'Taichung',
  '10007': 'ChanghuaCounty',
  '10008': 'NantouCounty',
};

/**
 * Real service: TDX's own spatial filter (`$spatialFilter=nearby(lat, lng, metres)`) on the city
 * buses of the point's county and on the intercity (公路客運) stops, so only a handful of stops
 * travel instead of a county's thousands. The caller still measures and sorts (withinRange).
 */
export function tdxBusConnector(
  origin: string,
  clientId: string,
  clientSecret: string,
  timeoutMs: number,
): BusConnector {
  return {
    async stopsNear(point, km) {
      const city = cityOfCounty[findTownship(point)?.countyCode ?? ''];
      const paths = [...(city ? [`/v2/Bus/Stop/City/${city}`] : []), '/v2/Bus/Stop/InterCity'];
      const metres = Math.ceil(km * 1000);
      const key = `tdx:stops:${point.lat.toFixed(4)},${point.lng.toFixed(4)}:${metres}`;
      const stops = await liveCache.get(key, cachePeriodsMs.busStops, async () => {
        const token = await tdxToken(origin, clientId, clientSecret, timeoutMs);
        const bodies = await Promise.all(
          paths.map((path) => {
            const url = new URL(`/api/basic${path}`, origin);
            url.search = new URLSearchParams({
              $spatialFilter: `nearby(${point.lat}, ${point.lng}, ${metres})`,
              $format: 'JSON',
            }).toString();
            return fetchJson(url.toString(), { timeoutMs, headers: { Authorization: `Bearer ${token}` } });
          }),
        );
        return bodies.flatMap(parseTdxStops);
      });
      return { stops, provenance: liveProvenance('tdx') };
    },
  };
}

/** Sample: stops named in the area's PTX travel information, at approximate positions (the file's `_about`). */
export const sampleBusConnector: BusConnector = {
  async stopsNear() {
    return {
      stops: parseTdxStops(sample.response),
      provenance: sampleProvenance(sample.recordedAt, 'tdx', 'constructed'),
    };
  },
};

export function currentBusConnector(): BusConnector {
  const env = getEnv();
  return env.TDX_CLIENT_ID && env.TDX_CLIENT_SECRET
    ? tdxBusConnector(env.TDX_API_ORIGIN, env.TDX_CLIENT_ID, env.TDX_CLIENT_SECRET, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleBusConnector;
}
