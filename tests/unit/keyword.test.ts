import { describe, expect, test } from 'vitest';
import { matchesKeywords, splitKeywords } from '@/lib/domain/keyword';

describe('keyword filter (spec section 5)', () => {
  test('splits on any whitespace, lower-cases and drops empty words', () => {
    expect(splitKeywords('  Lishan\u3000VISITOR  ')).toEqual(['lishan', 'visitor']);
    expect(splitKeywords(undefined)).toEqual([]);
  });
  test('an item matches when every word is in some field, case-insensitively', () => {
    const fields = ['Lishan Visitor Center', 'Heping District'];
    expect(matchesKeywords(fields, splitKeywords('visitor heping'))).toBe(true);
    expect(matchesKeywords(fields, splitKeywords('visitor baguashan'))).toBe(false);
  });
  test('matches Chinese text and full-width letters', () => {
    expect(matchesKeywords(['梨山遊客中心'], splitKeywords('梨山 遊客'))).toBe(true);
    expect(matchesKeywords(['Lishan'], splitKeywords('ＬＩＳＨＡＮ'))).toBe(true);
  });
  test('no words matches everything', () => {
    expect(matchesKeywords([undefined], [])).toBe(true);
  });
});
