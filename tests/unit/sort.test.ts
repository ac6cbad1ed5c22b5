import { describe, expect, test } from 'vitest';
import { sortByHits, sortByPriorityThenHits } from '@/lib/domain/sort';

describe('sortByPriorityThenHits (spec section 9)', () => {
  test('orders by priority ascending first', () => {
    const sorted = sortByPriorityThenHits([
      { id: 'b', priority: 2, hits: 900 },
      { id: 'a', priority: 1, hits: 1 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b']);
  });

  test('breaks priority ties by hits descending', () => {
    const sorted = sortByPriorityThenHits([
      { id: 'low', priority: 1, hits: 3 },
      { id: 'high', priority: 1, hits: 30 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['high', 'low']);
  });

  test('uses viewsCount when an item has no hits', () => {
    const sorted = sortByPriorityThenHits([
      { id: 'few', priority: 1, viewsCount: 2 },
      { id: 'many', priority: 1, viewsCount: 20 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['many', 'few']);
  });

  test('puts items without a priority after those with one, and does not mutate the input', () => {
    const input = [
      { id: 'none', hits: 1000 },
      { id: 'p5', priority: 5, hits: 0 },
    ];
    const sorted = sortByPriorityThenHits(input);
    expect(sorted.map((item) => item.id)).toEqual(['p5', 'none']);
    expect(input[0]?.id).toBe('none');
  });
});

describe('sortByHits', () => {
  test('orders the most viewed first and lets priority break ties', () => {
    const sorted = sortByHits([
      { id: 'tie-late', priority: 9, hits: 5 },
      { id: 'top', priority: 9, hits: 50 },
      { id: 'tie-early', priority: 1, hits: 5 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['top', 'tie-early', 'tie-late']);
  });
});
