import { describe, expect, test } from 'vitest';
import { hasEnded, parseDateRangeQuery } from '@/lib/domain/date-range';
import { isBadListQuery } from '@/lib/routing/proxy-rules';

describe('the from/to range a visitor asked for', () => {
  test('empty fields are no filter and no error', () => {
    expect(parseDateRangeQuery(undefined, '')).toEqual({
      from: undefined,
      to: undefined,
      entered: { from: undefined, to: undefined },
      errors: {},
    });
  });

  test('real days are applied and echoed', () => {
    expect(parseDateRangeQuery('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      entered: { from: '2026-03-01', to: '2026-03-31' },
      errors: {},
    });
    expect(parseDateRangeQuery('2026-03-01', '2026-03-01').errors).toEqual({});
  });

  test('a day that does not exist, another format or a repeated parameter is an error on that field, and is not applied', () => {
    for (const bad of [
      '2023-02-30',
      '2023-13-01',
      '2023-1-1',
      'yesterday',
      '+020000-01-01',
      ['2026-03-01', '2026-03-02'],
    ]) {
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
  const bad = (path: string, query: string) => isBadListQuery(path, new URLSearchParams(query));
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

describe('list pages answer 400 for a choice they do not have', () => {
  const bad = (path: string, query: string) => isBadListQuery(path, new URLSearchParams(query));
  test('a fixed choice must be one of the list, written as the list writes it', () => {
    expect(bad('/en/tours', 'category=abc')).toBe(true);
    expect(bad('/tours', 'category=1')).toBe(true); // a news category is not a tour category
    expect(bad('/ja/news', 'category=2&category=3')).toBe(true);
    expect(bad('/trails', 'days=7')).toBe(true);
    expect(bad('/zh-cn/events', 'area=051')).toBe(true);
    expect(bad('/en/tours', 'category=10143&area=52&days=0.5')).toBe(false);
  });
  test('a choice taken from the items is checked for its form only (the page knows the items)', () => {
    expect(bad('/en/attractions', 'zipcode=42')).toBe(true);
    expect(bad('/consultants', 'county=x')).toBe(true);
    expect(bad('/en/attractions', 'zipcode=999&county=4')).toBe(false);
    // The attractions' link filters are fixed choices: the scenic area (as category) and the type.
    expect(bad('/en/attractions', 'category=54')).toBe(true);
    expect(bad('/attractions', 'type=museum')).toBe(true);
    expect(bad('/ja/attractions', 'category=53&type=visitor-center')).toBe(false);
    // The spec's /attraction is the same page.
    expect(bad('/en/attraction', 'category=54')).toBe(true);
    expect(bad('/attraction', 'category=52')).toBe(false);
  });
  test('empty values, filters a list does not offer, and other pages are fine', () => {
    expect(bad('/souvenirs', 'q=&category=&area=&zipcode=')).toBe(false);
    expect(bad('/news', 'area=abc&days=9')).toBe(false);
    expect(bad('/en/privacy', 'category=abc')).toBe(false);
    expect(bad('/constructor', 'category=abc')).toBe(false);
    expect(bad('/en/tours/1', 'category=abc')).toBe(false);
  });
});
