import { describe, expect, test } from 'vitest';
import { distanceParts, earthRadiusKm, formatDistance, haversineKm } from '@/lib/domain/live/distance';
import { defaultNearbyRangeKm, nearbyRangesKm, parkingResultLimit, withinRange } from '@/lib/domain/live/nearby';

const lishanVc = { lat: 24.254993, lng: 121.251183 };

describe('distance (spec section 9)', () => {
  test('uses an earth radius of 6371 km: one degree of latitude is about 111.19 km', () => {
    expect(earthRadiusKm).toBe(6371);
    expect(haversineKm({ lat: 24, lng: 121 }, { lat: 25, lng: 121 })).toBeCloseTo(111.195, 2);
    expect(haversineKm(lishanVc, lishanVc)).toBe(0);
  });

  test('Lishan to Guguan visitor centre is about 25 km', () => {
    expect(haversineKm(lishanVc, { lat: 24.203333, lng: 121.006775 })).toBeCloseTo(25.3, 0);
  });

  test('under 1 km shows rounded metres, otherwise km to one decimal', () => {
    expect(distanceParts(0.8504)).toEqual({ value: 850, unit: 'm' });
    expect(formatDistance(0.8504)).toBe('850 m');
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(1.2345)).toBe('1.2 km');
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(12.96)).toBe('13.0 km');
    expect(distanceParts(1.25)).toEqual({ value: 1.3, unit: 'km' });
  });

  test('999.6 m is shown as 1.0 km, not 1000 m', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km');
  });
});

describe('nearby ranges (spec section 9)', () => {
  test('bus stops and parking 1 km, toilets 0.5 km, 30 car parks at most, default 1', () => {
    expect(nearbyRangesKm).toEqual({ busStop: 1, parking: 1, toilet: 0.5 });
    expect(parkingResultLimit).toBe(30);
    expect(defaultNearbyRangeKm).toBe(1);
  });

  test('withinRange keeps items within the range, nearest first, with their distance', () => {
    const items = [
      { id: 'far', lat: 24.27, lng: 121.251183 },
      { id: 'near', lat: 24.256, lng: 121.251183 },
      { id: 'mid', lat: 24.26, lng: 121.251183 },
      { id: 'broken', lat: Number.NaN, lng: 121 },
    ];
    const found = withinRange(items, lishanVc, 1);
    expect(found.map((item) => item.id)).toEqual(['near', 'mid']);
    expect(found[0]!.distance).toBeCloseTo(0.112, 3);
    expect(items[0]).not.toHaveProperty('distance');
  });
});
