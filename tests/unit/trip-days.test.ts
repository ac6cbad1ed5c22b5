import { describe, expect, test } from 'vitest';
import { tripDaysOf } from '@/lib/domain/trip-days';

describe('tripDaysOf (the days filter of trails and cycling routes)', () => {
  test('an editorial trip length wins', () => {
    expect(tripDaysOf({ days: 1, minutes: 60 }, 'walk')).toBe(1);
  });

  test('from the published time: up to 4 hours is half a day, up to 8 hours one day, more is two', () => {
    expect(tripDaysOf({ minutes: 157 }, 'walk')).toBe(0.5);
    expect(tripDaysOf({ minutes: 240 }, 'walk')).toBe(0.5);
    expect(tripDaysOf({ minutes: 241 }, 'walk')).toBe(1);
    expect(tripDaysOf({ minutes: 480 }, 'walk')).toBe(1);
    expect(tripDaysOf({ minutes: 481 }, 'walk')).toBe(2);
  });

  test('from the length at a planning pace when no time is published (2 km/h walking, 12 km/h cycling)', () => {
    expect(tripDaysOf({ lengthKm: 5.8 }, 'walk')).toBe(0.5);
    expect(tripDaysOf({ lengthKm: 10 }, 'walk')).toBe(1);
    expect(tripDaysOf({ lengthKm: 17.2 }, 'cycle')).toBe(0.5);
    expect(tripDaysOf({ lengthKm: 60 }, 'cycle')).toBe(1);
  });

  test('nothing known, no duration claimed', () => {
    expect(tripDaysOf({}, 'cycle')).toBeUndefined();
  });
});
