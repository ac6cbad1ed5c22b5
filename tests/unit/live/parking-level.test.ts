import { describe, expect, test } from 'vitest';
import { occupancyRate, parkingLevel, parkingLevelOfRate } from '@/lib/domain/live/parking-level';

describe('parking level (spec section 4)', () => {
  test('is 0 below 0.2, 1 from 0.2 to below 0.6, 2 at 0.6 and above', () => {
    expect(parkingLevelOfRate(0)).toBe(0);
    expect(parkingLevelOfRate(0.19999)).toBe(0);
    expect(parkingLevelOfRate(0.2)).toBe(1);
    expect(parkingLevelOfRate(0.59999)).toBe(1);
    expect(parkingLevelOfRate(0.6)).toBe(2);
    expect(parkingLevelOfRate(1)).toBe(2);
  });

  test('occupancy is (total - empty) / total', () => {
    expect(occupancyRate(100, 80)).toBeCloseTo(0.2);
    expect(parkingLevel(100, 81)).toBe(0);
    expect(parkingLevel(100, 80)).toBe(1);
    expect(parkingLevel(100, 40)).toBe(2);
    expect(parkingLevel(92, 0)).toBe(2);
    expect(parkingLevel(92, 92)).toBe(0);
  });

  test('nonsense counts give an unknown level instead of a crash', () => {
    expect(parkingLevel(0, 0)).toBeUndefined();
    expect(parkingLevel(10, 11)).toBeUndefined();
    expect(parkingLevel(-1, 0)).toBeUndefined();
    expect(parkingLevel(100, -1)).toBeUndefined();
    expect(parkingLevel(Number.NaN, 1)).toBeUndefined();
    expect(parkingLevel(100, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parkingLevel(undefined, 1)).toBeUndefined();
    expect(parkingLevel(100, null)).toBeUndefined();
    expect(parkingLevelOfRate(Number.NaN)).toBeUndefined();
    expect(parkingLevelOfRate(1.5)).toBeUndefined();
  });
});
