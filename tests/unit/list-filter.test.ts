import { describe, expect, test } from 'vitest';
import { groupByCategory } from '@/components/content/grouped-sections';
import { categoryNamesOf } from '@/lib/domain/category';
import { filterListItems, type FilterableItem } from '@/lib/domain/list-filter';
import { parseListQuery } from '@/lib/domain/list-query';
import { topByHitsPerArea, topPerArea } from '@/lib/domain/popular';

type Item = FilterableItem & { id: number; name: string; location?: string };

const items: Item[] = [
  {
    id: 1,
    name: 'Beipu Old Street',
    location: 'Beipu',
    categories: [10143, 51],
    zipcode: '314',
    countyId: 1,
    days: 1,
    type: 'tour',
  },
  {
    id: 2,
    name: 'Jiji Line by train',
    location: 'Ershui',
    categories: [10146, 53],
    zipcode: '530',
    countyId: 4,
    days: 1,
    type: 'tour',
  },
  {
    id: 3,
    name: 'Lishan high farms',
    location: 'Heping',
    categories: [10142, 52],
    zipcode: '424',
    countyId: 3,
    days: 2,
    type: 'tour',
  },
  {
    id: 4,
    name: 'Hawk season walk',
    location: 'Baguashan',
    categories: [53],
    zipcode: '500',
    countyId: 4,
    type: 'event',
    date_begin: '2026-03-07',
    date_end: '2026-03-29',
  },
  {
    id: 5,
    name: 'Valley lights',
    location: 'Guguan',
    categories: [52],
    zipcode: '424',
    countyId: 3,
    type: 'event',
    date_begin: '2026-12-20',
  },
];

const run = (raw: Parameters<typeof parseListQuery>[0], allowed = {}) =>
  filterListItems(items, parseListQuery(raw, allowed), (item) => ({ name: item.name, location: item.location })).map(
    (item) => item.id,
  );

describe('list filters (spec section 5)', () => {
  test('no filter keeps every item', () => {
    expect(run({})).toEqual([1, 2, 3, 4, 5]);
  });

  test('keyword: every space-separated word must match a field, case-insensitively', () => {
    expect(run({ q: 'BEIPU street' })).toEqual([1]);
    expect(run({ q: 'beipu train' })).toEqual([]);
    expect(run({ q: 'ershui' })).toEqual([2]);
  });

  test('a keyword given twice (?q=beipu&q=lishan) is no keyword: the list is not filtered by either', () => {
    expect(parseListQuery({ q: ['beipu', 'lishan'] }).keyword).toBe('');
    expect(run({ q: ['beipu', 'lishan'] })).toEqual([1, 2, 3, 4, 5]);
  });

  test('category and area filter by the item categories', () => {
    expect(run({ category: '10146' }, { categories: [10143, 10146] })).toEqual([2]);
    expect(run({ area: '52' }, { areas: [51, 52, 53] })).toEqual([3, 5]);
  });

  test('zipcode and county filter by the item place', () => {
    expect(run({ zipcode: '424' }, { zipcodes: true })).toEqual([3, 5]);
    expect(run({ county: '4' }, { counties: true })).toEqual([2, 4]);
    // A well-formed township or county with nothing in it filters to an empty list ("No Data").
    expect(run({ zipcode: '542' }, { zipcodes: true })).toEqual([]);
    expect(run({ county: '9' }, { counties: true })).toEqual([]);
  });

  test('trip days keep only items of that length (0.5, 1, 2, 3)', () => {
    expect(run({ days: '2' }, { days: [0.5, 1, 2, 3] })).toEqual([3]);
  });

  test('location type keeps items of one type', () => {
    expect(run({ type: 'event' }, { types: ['tour', 'event'] })).toEqual([4, 5]);
  });

  test('dates use the overlap rule; undated items never match a date filter', () => {
    expect(run({ from: '2026-03-20', to: '2026-04-01' }, { dates: true })).toEqual([4]);
    expect(run({ from: '2026-12-01' }, { dates: true })).toEqual([5]);
  });

  test('a date range on a list without dates is not read, so it cannot empty the list', () => {
    expect(run({ from: '2026-03-20', to: '2026-04-01' })).toEqual([1, 2, 3, 4, 5]);
  });

  test('filters combine: every set filter must hold', () => {
    expect(run({ area: '53', type: 'tour' }, { areas: [51, 52, 53], types: ['tour', 'event'] })).toEqual([2]);
  });

  test('values the page does not offer are ignored rather than trusted', () => {
    expect(
      run(
        { zipcode: '4240', county: 'x', type: 'admin', days: '7' },
        { zipcodes: true, counties: true, types: ['tour'], days: [1] },
      ),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(run({ zipcode: '424' })).toEqual([1, 2, 3, 4, 5]);
  });

  test('trip days are read as plain decimals only', () => {
    for (const days of ['0x1', '1e0', ' 1', '+1', '1.'])
      expect(run({ days }, { days: [0.5, 1, 2, 3] })).toEqual([1, 2, 3, 4, 5]);
    expect(run({ days: '0.5' }, { days: [0.5, 1, 2, 3] })).toEqual([]);
  });
});

describe('popular attractions (spec section 9)', () => {
  test('each area keeps its top five by hits, areas without items are left out', () => {
    const attractions = Array.from({ length: 8 }, (_, i) => ({
      id: i,
      areaId: i < 7 ? 51 : 53,
      hits: i * 10,
      priority: 1,
    }));
    const groups = topByHitsPerArea(attractions, [51, 52, 53]);
    expect(topPerArea).toBe(5);
    expect(groups.map((g) => g.areaId)).toEqual([51, 53]);
    expect(groups[0]!.top.map((a) => a.id)).toEqual([6, 5, 4, 3, 2]);
  });
});

describe('category names and groups', () => {
  test('category names come from the items that carry them; unknown ids show the id', () => {
    const nameOf = categoryNamesOf([{ categories: [201, 51], categoryNames: ['Tea', "Lion's Head"] }]);
    expect(nameOf(201)).toBe('Tea');
    expect(nameOf(999)).toBe('999');
  });

  test('grouping by first category follows the given order and drops empty groups', () => {
    const groups = groupByCategory(
      [
        { id: 1, categories: [602] },
        { id: 2, categories: [601] },
        { id: 3, categories: [602] },
      ],
      [601, 602, 603],
      (id) => `g${id}`,
    );
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['g601', [2]],
      ['g602', [1, 3]],
    ]);
  });
});
