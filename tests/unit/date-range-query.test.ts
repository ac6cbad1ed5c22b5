import { describe, expect, test } from 'vitest';
import { hasEnded, parseDateRangeQuery } from '@/lib/domain/date-range';
import { isBadEventsQuery } from '@/lib/routing/proxy-rules';

describe('the from/to range a visitor asked for', () => {
  test('empty fields are no filter and no error', () => {
    expect(parseDateRangeQuery(undefined, '')).toEqual({ from: undefined, to: undefined, entered: { from: undefined, to: undefined }, errors: {} });
  });

  test('real days are applied and echoed', () => {
    expect(parseDateRangeQuery('2026-03-01', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31', entered: { from: '2026-03-01', to: '2026-03-31' }, errors: {} });
    expect(parseDateRangeQuery('2026-03-01', '2026-03-01').errors).toEqual({});
  });

  test('a day that does not exist, another format or a repeated parameter is an error on that field, and is not applied', () => {
    for (const bad of ['2023-02-30', '2023-13-01', '2023-1-1', 'yesterday', '+020000-01-01', ['2026-03-01', '2026-03-02']]) {
      const range = parseDateRangeQuery(bad, '2026-04-01');
      expect(range.errors).toEqual({ from: 'invalid' });
      expect(range.from).toBeUndefined();
      expect(range.to).toBe('2026-04-01');
    }
    expect(parseDateRangeQuery('2026-03-01', '2026-02-29').errors).toEqual({ to: 'invalid' });
  });

  test('an end before the start is an error on the end, which is then not applied (never an empty list without a reason)', () => {
    const range = parseDateRangeQuery('2026-12-01', '2026-01-01');
    expect(range.errors).toEqual({ to: 'before-start' });
    expect(range).toMatchObject({ from: '2026-12-01', entered: { from: '2026-12-01', to: '2026-01-01' } });
    expect(range.to).toBeUndefined();
  });
});

describe('/events answers 400 for a date range it cannot use', () => {
  const bad = (path: string, query: string) => isBadEventsQuery(path, new URLSearchParams(query));
  test('in every language', () => {
    expect(bad('/events', 'from=2023-02-30')).toBe(true);
    expect(bad('/en/events', 'from=2026-12-01&to=2026-01-01')).toBe(true);
    expect(bad('/ja/events', 'to=tomorrow')).toBe(true);
    expect(bad('/zh-cn/events', 'from=2026-03-01&from=2026-03-02')).toBe(true);
  });
  test('a usable or empty range, and other pages, are fine', () => {
    expect(bad('/events', 'from=2026-03-01&to=2026-03-31')).toBe(false);
    expect(bad('/events', 'from=&to=&q=')).toBe(false);
    expect(bad('/events', '')).toBe(false);
    expect(bad('/en/attractions', 'from=yesterday')).toBe(false);
    expect(bad('/en/events/3', 'from=yesterday')).toBe(false);
  });
});

describe('an event has ended', () => {
  test('when its last day, or its only day, is before today (Taiwan)', () => {
    expect(hasEnded({ date_begin: '2024-11-30', date_end: '2024-12-31' }, '2026-11-24')).toBe(true);
    expect(hasEnded({ date_begin: '2026-11-20', date_end: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(hasEnded({ date_begin: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(hasEnded({}, '2026-11-24')).toBe(false);
  });
});
