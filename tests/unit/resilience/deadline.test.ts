import { describe, expect, test } from 'vitest';
import { callTimeMs } from '@/lib/api/resilience/deadline';

describe('a page render shares one time budget', () => {
  const limits = { perCallMs: 3000, budgetMs: 2500 };

  test('the first call of a render gets the budget when it is shorter than the per-call limit', () => {
    expect(callTimeMs({ ...limits, startedAt: 10_000, now: 10_000 })).toBe(2500);
  });

  test('a later call gets what is left', () => {
    expect(callTimeMs({ ...limits, startedAt: 10_000, now: 11_800 })).toBe(700);
  });

  test('the per-call limit still applies when more of the budget is left', () => {
    expect(callTimeMs({ perCallMs: 1000, budgetMs: 2500, startedAt: 10_000, now: 10_500 })).toBe(1000);
  });

  test('a spent budget leaves nothing, never a negative time', () => {
    expect(callTimeMs({ ...limits, startedAt: 10_000, now: 12_500 })).toBe(0);
    expect(callTimeMs({ ...limits, startedAt: 10_000, now: 20_000 })).toBe(0);
  });

  test('outside a render a call gets the whole per-call limit', () => {
    expect(callTimeMs({ ...limits, startedAt: undefined, now: 99_999 })).toBe(3000);
  });
});
