import { describe, expect, test } from 'vitest';
import { orderForFeature } from '@/lib/domain/featured-events';

const event = (id: number, dateBegin?: string, dateEnd?: string, priority = id) => ({
  id,
  priority,
  dateBegin,
  dateEnd,
});

describe('orderForFeature (home slider and the menu event item)', () => {
  const today = '2026-11-23';
  const events = [
    event(1, '2026-03-14', '2026-03-22'), // past
    event(2, '2026-12-05'), // coming up, later
    event(3, '2026-11-20', '2026-11-30'), // running now
    event(4), // seasonal, no dates
    event(5, '2025-03-01'), // older past
    event(6, undefined, undefined, 0), // seasonal, first in editorial order
    event(7, '2026-11-23'), // today only
  ];

  test('running and coming events first, soonest start first; an event ending today still counts', () => {
    expect(
      orderForFeature(events, today)
        .slice(0, 3)
        .map((e) => e.id),
    ).toEqual([3, 7, 2]);
  });

  test('then undated seasonal events by priority, then past editions newest first', () => {
    expect(
      orderForFeature(events, today)
        .slice(3)
        .map((e) => e.id),
    ).toEqual([6, 4, 1, 5]);
  });
});
