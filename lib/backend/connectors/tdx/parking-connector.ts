import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type sampleFile from '@/data/live-samples/tdx-parking-trimt-sample.json';
import { getEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import { fetchJson } from '../fetch-upstream';
import { liveProvenance, sampleProvenance, type Provenance } from '../provenance';
import { cachePeriodsMs, liveCache } from '../ttl-cache';
import { tdxCities, tdxToken, type TdxCity } from './auth';

const sample = readDataFile<typeof sampleFile>('live-samples/tdx-parking-trimt-sample.json');

/** A car park joined with its availability: the contract's parking record (spec: number, total_car, empty_car). */
export type CarParkStatus = {
  number: string;
  name: string;
  nameEn: string | null;
  lat: number;
  lng: number;
  total_car: number | null;
  empty_car: number | null;
  updatedAt: string | null;
};

const localized = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });
const carParkResponseSchema = z.object({
  CarParks: z.array(
    z.object({
      CarParkID: z.string(),
      CarParkName: localized,
      CarParkPosition: z.object({ PositionLat: z.number(), PositionLon: z.number() }).optional(),
    }),
  ),
});
const availabilityResponseSchema = z.object({
  ParkingAvailabilities: z.array(
    z.object({
      CarParkID: z.string(),
      TotalSpaces: z.number().optional(),
      AvailableSpaces: z.number().optional(),
      DataCollectTime: z.string().optional(),
    }),
  ),
});

/**
 * Joins TDX `CarPark/City/{City}` and `ParkingAvailability/City/{City}` on CarParkID. Car parks
 * without a position cannot be put on a map or measured, so they are left out; TDX's negative
 * counts ("unknown") become null, and the level rule then says "unknown".
 */
export function joinCarParks(city: string, carParkBody: unknown, availabilityBody: unknown): CarParkStatus[] {
  const availability = new Map(
    availabilityResponseSchema.parse(availabilityBody).ParkingAvailabilities.map((entry) => [entry.CarParkID, entry]),
  );
  return carParkResponseSchema.parse(carParkBody).CarParks.flatMap((park) => {
    if (!park.CarParkPosition) return [];
    const live = availability.get(park.CarParkID);
    return [
      {
        number: `${city}:${park.CarParkID}`,
        name: park.CarParkName.Zh_tw ?? park.CarParkName.En ?? park.CarParkID,
        nameEn: park.CarParkName.En ?? null,
        lat: park.CarParkPosition.PositionLat,
        lng: park.CarParkPosition.PositionLon,
        total_car: count(live?.TotalSpaces),
        empty_car: count(live?.AvailableSpaces),
        updatedAt: live?.DataCollectTime ?? null,
      },
    ];
  });
}

function count(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}

export type ParkingConnector = { carParks(): Promise<{ carParks: CarParkStatus[]; provenance: Provenance }> };

export function tdxParkingConnector(
  origin: string,
  clientId: string,
  clientSecret: string,
  timeoutMs: number,
): ParkingConnector {
  const get = async (path: string) => {
    const token = await tdxToken(origin, clientId, clientSecret, timeoutMs);
    return fetchJson(new URL(`/api/basic${path}?%24format=JSON`, origin).toString(), {
      timeoutMs,
      headers: { Authorization: `Bearer ${token}` },
    });
  };
  const city = async (name: TdxCity) => {
    // Car park descriptions change rarely (TDX updates them daily); availability every few minutes.
    const parks = await liveCache.get(`tdx:carpark:${name}`, cachePeriodsMs.busStops, () =>
      get(`/v1/Parking/OffStreet/CarPark/City/${name}`),
    );
    const live = await liveCache.get(`tdx:availability:${name}`, cachePeriodsMs.parking, () =>
      get(`/v1/Parking/OffStreet/ParkingAvailability/City/${name}`),
    );
    return joinCarParks(name, parks, live);
  };
  return {
    async carParks() {
      // Not every county publishes availability to TDX; one county failing must not hide the others.
      const results = await Promise.allSettled(tdxCities.map(city));
      const failed = results.filter((result) => result.status === 'rejected');
      if (failed.length === results.length) throw new Error('TDX parking: every county failed');
      for (const failure of failed)
        logError(
          'live',
          'TDX parking: one county failed',
          failure.reason instanceof Error ? failure.reason.message : 'unknown',
        );
      return {
        carParks: results.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
        provenance: liveProvenance('tdx'),
      };
    },
  };
}

/**
 * Sample: TDX has no recording for these counties (only Yilan, far away), so
 * data/live-samples/tdx-parking-trimt-sample.json holds, in TDX's exact response format, the
 * car parks of the area's visitor centres and sights at those places' positions (see its
 * `_about`). Space counts other than 南庄's 92 are illustrative, not measured.
 */
export const sampleParkingConnector: ParkingConnector = {
  async carParks() {
    const carParks = Object.entries(sample.responses).flatMap(([city, pair]) =>
      joinCarParks(city, pair.carPark, pair.availability),
    );
    return { carParks, provenance: sampleProvenance(sample.recordedAt, 'tdx', 'constructed') };
  },
};

export function currentParkingConnector(): ParkingConnector {
  const env = getEnv();
  return env.TDX_CLIENT_ID && env.TDX_CLIENT_SECRET
    ? tdxParkingConnector(env.TDX_API_ORIGIN, env.TDX_CLIENT_ID, env.TDX_CLIENT_SECRET, env.LIVE_UPSTREAM_TIMEOUT_MS)
    : sampleParkingConnector;
}
