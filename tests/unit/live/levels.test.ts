import { describe, expect, test } from 'vitest';
import { contrastRatio } from '@/lib/domain/live/contrast';
import {
  aqiLevelOfIndex,
  aqiLevelOfStatus,
  aqiLevels,
  aqiStatusOfLevel,
  uvLevelOfExposureText,
  uvLevelOfIndex,
  uvLevels,
} from '@/lib/domain/live/exposure-levels';
import { parkingBadge, parkingBadges } from '@/lib/domain/live/parking-badge';

describe('UV levels (spec section 9, WHO/CWA bands)', () => {
  test('0-2 low 1, 3-5 medium 2, 6-7 high 3, 8-10 very high 4, 11+ danger 5', () => {
    const cases: [number, number][] = [
      [0, 1],
      [2, 1],
      [3, 2],
      [5, 2],
      [6, 3],
      [7, 3],
      [8, 4],
      [10, 4],
      [11, 5],
      [16, 5],
    ];
    for (const [index, level] of cases) expect(uvLevelOfIndex(index), `UV ${index}`).toBe(level);
  });

  test('a fractional index is rounded first; negative or missing is unknown', () => {
    expect(uvLevelOfIndex(2.4)).toBe(1);
    expect(uvLevelOfIndex(2.5)).toBe(2);
    expect(uvLevelOfIndex(-1)).toBeUndefined();
    expect(uvLevelOfIndex(Number.NaN)).toBeUndefined();
    expect(uvLevelOfIndex(undefined)).toBeUndefined();
  });

  test("CWA's exposure words map to the same levels", () => {
    expect(['低量級', '中量級', '高量級', '過量級', '危險級'].map(uvLevelOfExposureText)).toEqual([1, 2, 3, 4, 5]);
    expect(uvLevelOfExposureText('')).toBeUndefined();
  });

  test('message keys are uv.low … uv.danger', () => {
    expect(Object.values(uvLevels).map((info) => info.messageKey)).toEqual([
      'uv.low',
      'uv.medium',
      'uv.high',
      'uv.veryHigh',
      'uv.danger',
    ]);
  });
});

describe('AQI levels (spec section 9, MOENV bands)', () => {
  test('status text maps to 1-6', () => {
    const statuses = ['良好', '普通', '對敏感族群不健康', '對所有族群不健康', '非常不健康', '危害'];
    expect(statuses.map(aqiLevelOfStatus)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statuses.map((_, index) => aqiStatusOfLevel((index + 1) as 1))).toEqual(statuses);
    expect(aqiLevelOfStatus('設備維護')).toBeUndefined();
    expect(aqiLevelOfStatus('')).toBeUndefined();
  });

  test('AQI numbers follow 0-50, 51-100, 101-150, 151-200, 201-300, 301+', () => {
    const cases: [number, number][] = [
      [0, 1],
      [50, 1],
      [51, 2],
      [100, 2],
      [101, 3],
      [150, 3],
      [151, 4],
      [200, 4],
      [201, 5],
      [300, 5],
      [301, 6],
      [500, 6],
    ];
    for (const [aqi, level] of cases) expect(aqiLevelOfIndex(aqi), `AQI ${aqi}`).toBe(level);
    expect(aqiLevelOfIndex(-5)).toBeUndefined();
  });
});

describe('badge colours are readable (WCAG AA, 4.5:1)', () => {
  test('the contrast formula gives the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  test('every UV, AQI and parking pair reaches 4.5:1', () => {
    const pairs = [...Object.values(uvLevels), ...Object.values(aqiLevels), ...Object.values(parkingBadges)];
    expect(pairs).toHaveLength(15);
    for (const pair of pairs) {
      expect(
        contrastRatio(pair.foreground, pair.background),
        `${pair.messageKey} ${pair.foreground} on ${pair.background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('an unknown parking level gets its own badge', () => {
    expect(parkingBadge(undefined).messageKey).toBe('parking.unknown');
    expect(parkingBadge(2).messageKey).toBe('parking.full');
  });
});
