import { describe, expect, test } from 'vitest';
import { homeEventStrip, orderEventsByDate, orderForFeature } from '@/lib/domain/featured-events';

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

const listed = (id: number, date_begin?: string, date_end?: string, priority = 1) => ({
  id,
  priority,
  date_begin,
  date_end,
});

describe('orderEventsByDate (/events, an area’s events) with a fixed clock', () => {
  const events = [
    listed(1, '2026-03-11', '2026-03-31'), // ended this spring
    listed(2, '2027-03-10', '2027-03-31'), // announced for next spring
    listed(3, '2026-11-20', '2026-12-20'), // running
    listed(4), // seasonal
    listed(5, '2023-11-30', '2024-01-07'), // an old edition
    listed(6, '2026-12-01'), // one day, coming
  ];

  test('running and coming first, soonest first; then seasonal; ended last, newest first', () => {
    expect(orderEventsByDate(events, '2026-11-27').map((e) => e.id)).toEqual([3, 6, 2, 4, 1, 5]);
  });

  test('the order follows the day it is asked on', () => {
    // In March 2026 the spring festival ran; the light festival of 2026 was not announced yet.
    expect(orderEventsByDate(events, '2026-03-20').map((e) => e.id)).toEqual([1, 3, 6, 2, 4, 5]);
    // On an event's last day it still runs; the day after, it has ended.
    expect(orderEventsByDate([listed(7, '2026-12-01')], '2026-12-01').map((e) => e.id)).toEqual([7]);
    expect(orderEventsByDate([listed(6, '2026-12-01'), listed(4)], '2026-12-02').map((e) => e.id)).toEqual([4, 6]);
  });

  test('the same day’s events keep the editorial priority', () => {
    const sameDay = [listed(1, '2026-12-01', undefined, 3), listed(2, '2026-12-01', undefined, 1)];
    expect(orderEventsByDate(sameDay, '2026-11-27').map((e) => e.id)).toEqual([2, 1]);
  });
});

describe('homeEventStrip with a fixed clock', () => {
  test('an event running or coming up leads; seasonal and ended ones follow', () => {
    const strip = homeEventStrip(
      [listed(1, '2026-03-11', '2026-03-31'), listed(4), listed(6, '2026-12-01')],
      '2026-11-27',
    );
    expect(strip.nextSeasonPending).toBe(false);
    expect(strip.events.map((e) => e.id)).toEqual([6, 4, 1]);
  });

  test('nothing running or announced: the strip says so and shows no ended event', () => {
    // The seed data on 27 November 2026: one seasonal event, every dated one ended.
    const strip = homeEventStrip(
      [
        listed(1, '2026-03-11', '2026-03-31'),
        listed(9),
        listed(3, '2026-03-21', '2026-03-22'),
        listed(5, '2025-12-21'),
      ],
      '2026-11-27',
    );
    expect(strip).toEqual({ events: [listed(9)], nextSeasonPending: true });
    expect(homeEventStrip([listed(1, '2026-03-11', '2026-03-31')], '2026-11-27')).toEqual({
      events: [],
      nextSeasonPending: true,
    });
  });
});
