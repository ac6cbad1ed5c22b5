import { describe, expect, it } from 'vitest';
import { isTooLongKeyword, maxKeywordLength } from '@/lib/domain/keyword';
import { isUnusableListQuery, listFilterOffers } from '@/lib/domain/list-filter-offers';
import { parseListQuery } from '@/lib/domain/list-query';
import { isBadPageQuery, isBadSearchQuery } from '@/lib/routing/proxy-rules';

const bad = (path: string, query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) for (const value of [values].flat()) params.append(name, value);
  return isBadSearchQuery(path, params);
};

describe('the longest keyword a visitor may enter', () => {
  it('counts characters, not UTF-16 units, and ignores the spaces around it', () => {
    expect(maxKeywordLength).toBe(100);
    expect(isTooLongKeyword('梨'.repeat(100))).toBe(false);
    expect(isTooLongKeyword('梨'.repeat(101))).toBe(true);
    // 𠀋 (outside the BMP) is two UTF-16 units but one character.
    expect(isTooLongKeyword('𠀋'.repeat(100))).toBe(false);
    expect(isTooLongKeyword(`  ${'a'.repeat(100)}  `)).toBe(false);
  });
});

describe('a site search longer than that is a bad request (the proxy answers 400, the page says why)', () => {
  it.each(['/search', '/en/search', '/ja/search', '/zh-cn/search'])('%s', (path) => {
    expect(bad(path, { q: '梨山遊客中新'.repeat(17) })).toBe(true);
    expect(bad(path, { q: 'x'.repeat(101) })).toBe(true);
    expect(isBadPageQuery(path, new URLSearchParams({ q: 'x'.repeat(101) }))).toBe(true);
    expect(bad(path, { q: 'x'.repeat(100) })).toBe(false);
    expect(bad(path, { q: '梨山' })).toBe(false);
    expect(bad(path, {})).toBe(false);
  });

  it('only on the search page: a repeated q is no query at all there, as the page reads it', () => {
    expect(bad('/news', { q: 'x'.repeat(101) })).toBe(false);
    expect(bad('/search', { q: ['x'.repeat(101), 'y'] })).toBe(false);
  });
});

describe('a list keyword longer than the field takes is a bad request too, and filters nothing', () => {
  it.each(Object.keys(listFilterOffers))('%s', (path) => {
    const tooLong = new URLSearchParams({ q: '梨'.repeat(101) });
    expect(isUnusableListQuery(path, tooLong)).toBe(true);
    expect(isBadPageQuery(`/en${path}`, tooLong)).toBe(true);
    expect(isUnusableListQuery(path, new URLSearchParams({ q: '梨'.repeat(100) }))).toBe(false);
  });

  it('keeps the keyword as typed for the field, and uses none of its words', () => {
    const parsed = parseListQuery({ q: `lishan ${'x'.repeat(100)}` });
    expect(parsed).toMatchObject({ keywordTooLong: true, words: [], keyword: `lishan ${'x'.repeat(100)}` });
    expect(parseListQuery({ q: 'Lishan tea' })).toMatchObject({ keywordTooLong: false, words: ['lishan', 'tea'] });
  });
});
