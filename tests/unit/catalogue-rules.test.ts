import { describe, expect, test } from 'vitest';
import { matchesDateRange, parseFilterDate, todayInTaiwan } from '@/lib/domain/date-range';
import {
  dateLocaleOfLang,
  formatDay,
  formatDayRange,
  formatMonth,
  formatNumber,
  formatPlace,
} from '@/lib/domain/format';
import { parseListQuery } from '@/lib/domain/list-query';
import { sortByDateDesc } from '@/lib/domain/sort';
import { difficultyKey, splitMinutes, statusKey } from '@/lib/domain/trail-labels';

describe('date filter (spec section 5)', () => {
  const hawks = { date_begin: '2026-03-11', date_end: '2026-03-31' };
  test('with both dates, keeps items whose span overlaps the range', () => {
    expect(matchesDateRange(hawks, { start: '2026-03-01', end: '2026-03-11' })).toBe(true);
    expect(matchesDateRange(hawks, { start: '2026-03-31', end: '2026-04-30' })).toBe(true);
    expect(matchesDateRange(hawks, { start: '2026-03-15', end: '2026-03-16' })).toBe(true);
    expect(matchesDateRange(hawks, { start: '2026-04-01', end: '2026-04-30' })).toBe(false);
    expect(matchesDateRange(hawks, { start: '2026-01-01', end: '2026-03-10' })).toBe(false);
  });
  test('with only a start, keeps items that have not ended before it', () => {
    expect(matchesDateRange(hawks, { start: '2026-03-31' })).toBe(true);
    expect(matchesDateRange(hawks, { start: '2026-04-01' })).toBe(false);
  });
  test('with only an end, keeps items that have begun by then', () => {
    expect(matchesDateRange(hawks, { end: '2026-03-11' })).toBe(true);
    expect(matchesDateRange(hawks, { end: '2026-03-10' })).toBe(false);
  });
  test('a one-day item and an undated item', () => {
    expect(matchesDateRange({ date_begin: '2026-03-14' }, { start: '2026-03-14', end: '2026-03-14' })).toBe(true);
    expect(matchesDateRange({}, { start: '2026-03-14' })).toBe(false);
    expect(matchesDateRange({}, {})).toBe(true);
  });
  test('reads only real calendar days from the URL', () => {
    expect(parseFilterDate('2026-02-28')).toBe('2026-02-28');
    expect(parseFilterDate('2026-02-30')).toBeUndefined();
    expect(parseFilterDate('2026-3-1')).toBeUndefined();
    expect(parseFilterDate(['2026-03-01'])).toBeUndefined();
  });
  test('today is the calendar day in Taiwan (+08:00)', () => {
    expect(todayInTaiwan(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(todayInTaiwan(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });
});

describe('trail labels (spec section 4)', () => {
  test('difficulty 1-5 maps to easy … hard', () => {
    expect([1, 2, 3, 4, 5].map(difficultyKey)).toEqual(['easy', 'easyMedium', 'medium', 'mediumHard', 'hard']);
    expect(difficultyKey(0)).toBeUndefined();
    expect(difficultyKey(6)).toBeUndefined();
  });
  test('site operating status codes map to their labels', () => {
    expect(statusKey(0)).toBe('closed');
    expect(statusKey(1)).toBe('open');
    expect(statusKey(2)).toBe('renovation');
    expect(statusKey(3)).toBe('temporarilyClosed');
    expect(statusKey(9)).toBe('toBeConfirmed');
  });
  test('walking time splits into hours and minutes', () => {
    expect(splitMinutes(157)).toEqual({ hours: 2, minutes: 37 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});

describe('news order and display', () => {
  test('news is sorted by date, newest first', () => {
    const sorted = sortByDateDesc([
      { date_posted: '2025-11-13' },
      { date_posted: '2026-02-10' },
      { date_posted: '2024-11-28' },
    ]);
    expect(sorted.map((item) => item.date_posted)).toEqual(['2026-02-10', '2025-11-13', '2024-11-28']);
  });
  test('dates read as each language expects, in Taiwan time', () => {
    expect(formatDay('zh-tw', '2026-03-14')).toBe('2026年3月14日');
    expect(formatDay('ja', '2026-03-14')).toBe('2026年3月14日');
    expect(formatDay('en', '2026-03-14')).toBe('14 March 2026');
    expect(formatDayRange('en', '2026-03-11', '2026-03-31')).toBe('11 March 2026 – 31 March 2026');
    expect(formatDayRange('en', '2026-03-14', '2026-03-14')).toBe('14 March 2026');
  });
  test('a page known only by its html lang gets the same date locale (live islands)', () => {
    expect(dateLocaleOfLang('en')).toBe('en-GB');
    expect(dateLocaleOfLang('zh-Hant-TW')).toBe('zh-TW');
    expect(dateLocaleOfLang('ja')).toBe('ja-JP');
    // zh-cn reads as zh-tw converted: 1月, 上午10:00 (zh-CN's own would be 一月 and 10:00).
    expect(dateLocaleOfLang('zh-Hans')).toBe('zh-TW');
    expect(formatMonth('zh-cn', 10)).toBe(formatMonth('zh-tw', 10));
    expect(dateLocaleOfLang('fr')).toBe('fr');
  });
  test('a township in its county reads as each language writes it', () => {
    expect(formatPlace('zh-tw', '新竹縣', '北埔鄉')).toBe('新竹縣北埔鄉');
    expect(formatPlace('ja', '新竹県', '北埔郷')).toBe('新竹県北埔郷');
    expect(formatPlace('en', 'Hsinchu County', 'Beipu Township')).toBe('Beipu Township, Hsinchu County');
    expect(formatPlace('en', undefined, 'Beipu Township')).toBe('Beipu Township');
    expect(formatPlace('en', undefined, undefined)).toBe('');
  });
  test('numbers have thousands separators', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('zh-tw', 24221)).toBe('24,221');
  });
});

describe('list query from the URL', () => {
  test('reads every filter and ignores what is not allowed or malformed', () => {
    const query = parseListQuery(
      { q: '  梨山  步道 ', area: '52', category: '9', days: '0.5', from: '2026-03-01', to: 'tomorrow' },
      { areas: [51, 52, 53], categories: [1, 2, 3], days: [0.5, 1, 2, 3], dates: true },
    );
    expect(query).toEqual({
      keyword: '梨山  步道',
      words: ['梨山', '步道'],
      keywordTooLong: false,
      area: 52,
      category: undefined,
      zipcode: undefined,
      county: undefined,
      days: 0.5,
      type: undefined,
      from: '2026-03-01',
      to: undefined,
      dateFields: { entered: { from: '2026-03-01', to: undefined }, errors: { to: 'invalid' } },
      rejected: ['category'],
    });
  });
  test('a repeated parameter is not trusted', () => {
    const query = parseListQuery({ area: ['51', '52'] }, { areas: [51, 52] });
    expect(query.area).toBeUndefined();
    expect(query.rejected).toEqual(['area']);
  });
  test('a choice must be written as the list writes it; "all" (empty) and filters the page does not offer are no error', () => {
    const allowed = { areas: [51, 52], days: [0.5, 1], zipcodes: true, counties: true } as const;
    for (const [name, value] of [
      ['area', '54'],
      ['area', '5x'],
      ['area', '052'],
      ['area', ' 51'],
      ['days', '.5'],
      ['days', '1.0'],
      ['zipcode', '0424'],
      ['county', '3e0'],
    ] as const) {
      expect(parseListQuery({ [name]: value }, allowed).rejected, `${name}=${value}`).toEqual([name]);
    }
    expect(parseListQuery({ area: '51', days: '0.5', zipcode: '424', county: '3' }, allowed)).toMatchObject({
      area: 51,
      days: 0.5,
      zipcode: '424',
      county: 3,
      rejected: [],
    });
    expect(parseListQuery({ q: '', area: '', days: '', category: 'abc' }, allowed).rejected).toEqual([]);
  });
});
