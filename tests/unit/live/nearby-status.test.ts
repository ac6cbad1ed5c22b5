import { describe, expect, test } from 'vitest';
import { isBadNearbyQuery } from '@/lib/routing/proxy-rules';

const bad = (path: string, query: string) => isBadNearbyQuery(path, new URLSearchParams(query));

describe('/nearby answers 400 for a query it cannot read', () => {
  test('malformed, partial or out-of-range gps and zipcode, in every language', () => {
    expect(bad('/nearby', 'gps=abc&zipcode=424')).toBe(true);
    expect(bad('/en/nearby', 'gps=24.255,121.2512')).toBe(true);
    expect(bad('/ja/nearby', 'zipcode=424')).toBe(true);
    expect(bad('/zh-cn/nearby', 'gps=95,121&zipcode=424')).toBe(true);
    expect(bad('/nearby', 'gps=24.255,121.2512&zipcode=42')).toBe(true);
  });

  test('a readable query is fine, even outside the area (the page redirects to /not-in-trimt)', () => {
    expect(bad('/nearby', 'gps=24.2550,121.2512&zipcode=424')).toBe(false);
    expect(bad('/en/nearby', 'gps=25.033,121.5654&zipcode=100')).toBe(false);
  });

  test('the query-less introduction and other pages are left alone', () => {
    expect(bad('/nearby', '')).toBe(false);
    expect(bad('/nearby', 'utm_source=poster')).toBe(false);
    expect(bad('/map', 'gps=abc')).toBe(false);
  });
});
