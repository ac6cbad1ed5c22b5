import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import type { LatLng } from '@/lib/domain/latlng';
import { defaultNearbyRangeKm, parkingResultLimit, withinRange } from '@/lib/domain/live/nearby';
import { parkingLevel } from '@/lib/domain/live/parking-level';
import { isSupportedZip } from '@/lib/domain/live/zip-table';
import { findTownship } from '../../geo/township-geocoder';
import { currentParkingConnector, type CarParkStatus } from '../../connectors/tdx/parking-connector';
import type { EndpointRequest } from '../../http';
import { rangeKm, requireNumber, requirePoint } from './query';
import { fromUpstream } from './upstream';

/** A car park as the contract sends it (spec: number, total_car, empty_car) plus its position and level. */
export type ParkingRecord = {
  number: string;
  name: string;
  lat: number;
  lng: number;
  total_car: number | null;
  empty_car: number | null;
  level: 0 | 1 | 2 | null;
  updated_at: string | null;
};

export function toParkingRecord(park: CarParkStatus, lang: ApiLang): ParkingRecord {
  return {
    number: park.number,
    // TDX names car parks in Chinese only for most counties; English where it gives one.
    name: lang === 'en' && park.nameEn ? park.nameEn : park.name,
    lat: park.lat,
    lng: park.lng,
    total_car: park.total_car,
    empty_car: park.empty_car,
    level: parkingLevel(park.total_car, park.empty_car) ?? null,
    updated_at: park.updatedAt,
  };
}

/**
 * GET /_api/{lang}/smart-parking[?lat=&lng=[&range=1]] → { data: ParkingRecord[] (+ distance in km when a point is given), sample, sampleKind, recordedAt, attribution }
 * Without a point: the car parks inside the area's townships (TDX answers whole counties). With
 * one: those within range (default 1 km), nearest first, at most 30 — wherever they are.
 */
export async function smartParkingHandler({ lang, query }: EndpointRequest) {
  const point = query.has('lat') || query.has('lng') ? requirePoint(query) : undefined;
  const km = point ? rangeKm(query, defaultNearbyRangeKm) : undefined;
  const { carParks, provenance } = await fromUpstream('parking', () => currentParkingConnector().carParks());
  const records = carParks.map((park) => toParkingRecord(park, lang));
  const data =
    point && km
      ? nearestCarParks(records, point, km, parkingResultLimit)
      : records.filter((record) => isSupportedZip(findTownship(record)?.zipcode));
  return { data, ...provenance };
}

export function nearestCarParks(records: ParkingRecord[], point: LatLng, km: number, limit: number) {
  return withinRange(records, point, km).slice(0, limit);
}

/** `limit` for the parking service: 1..30 (spec: parking limit 30 results). */
export function parkingLimit(query: URLSearchParams): number {
  return query.get('limit') ? requireNumber(query, 'limit', 1, parkingResultLimit) : parkingResultLimit;
}
