import { describe, expect, test } from 'vitest';
import { formatDistanceIn } from '@/components/live/format-distance';
import { weatherCondition } from '@/lib/domain/live/weather-condition';

describe('weather conditions from CWA codes', () => {
  test.each([
    ['01', 'clear'],
    ['02', 'partlyCloudy'],
    ['07', 'cloudy'],
    ['08', 'rain'],
    ['15', 'thunder'],
    ['24', 'fog'],
    ['42', 'snow'],
    ['99', 'unknown'],
    [null, 'unknown'],
  ])('code %s is %s', (code, condition) => expect(weatherCondition(code)).toBe(condition));
});

describe('distances in the page language (spec section 9)', () => {
  test('metres, rounded, under 1 km', () => {
    expect(formatDistanceIn(0.6134, 'en')).toBe('613 m');
    expect(formatDistanceIn(0.6134, 'zh-Hant-TW')).toBe('613 公尺');
  });

  test('km to one decimal from 1 km', () => {
    expect(formatDistanceIn(2.6, 'en')).toBe('2.6 km');
    expect(formatDistanceIn(1, 'ja')).toBe('1.0 km');
    expect(formatDistanceIn(12.345, 'zh-Hant-TW')).toBe('12.3 公里');
  });
});
